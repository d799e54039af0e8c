import type { BrowserContextOptions, Page } from "playwright-core";
import { ROLE_LABEL, SIGN_IN_TITLE, type MeResponse, type SelectableRole } from "@wbe3/domain";
import type { NewPage } from "./fixtures.ts";
import { installTestWallet, TEST_WALLET_INFO, type TestWalletOptions } from "./test-wallet.ts";
import type { WalletHandler } from "./wallet-handler.ts";

/** A fresh page on the app at `baseUrl` with the e2e wallet installed, and the wallet's controls. */
export async function pageWithWallet(
  newPage: NewPage,
  baseUrl: string,
  wallet: Omit<TestWalletOptions, "baseUrl"> = {},
  context: BrowserContextOptions = {},
): Promise<{ page: Page; wallet: WalletHandler }> {
  const page = await newPage({ baseURL: baseUrl, ...context });
  return { page, wallet: await installTestWallet(page.context(), { baseUrl, ...wallet }) };
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

/** GET /api/auth/me from inside the page, with its cookies: who the server thinks this is. */
export function viewer(page: Page): Promise<MeResponse> {
  return page.evaluate(async () => (await fetch("/api/auth/me")).json() as Promise<MeResponse>);
}

export function signInDialog(page: Page) {
  return page.getByRole("dialog", { name: SIGN_IN_TITLE });
}

/** Waits until a toast (or any text) reading exactly `text` is on screen. */
export async function expectText(page: Page, text: string | RegExp): Promise<void> {
  await page
    .getByText(text, { exact: typeof text === "string" })
    .first()
    .waitFor();
}

/** The header's "Sign In / Connect Wallet" opens the dialog. */
export async function openSignInDialog(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: SIGN_IN_TITLE }).click();
  const dialog = signInDialog(page);
  await dialog.waitFor();
  return dialog;
}

/** Picks the role and the wallet in the open dialog, then presses Continue. */
export async function continueAs(page: Page, role: SelectableRole, wallet: string = TEST_WALLET_INFO.name): Promise<void> {
  const dialog = signInDialog(page);
  await dialog.getByRole("radio", { name: ROLE_LABEL[role], exact: true }).click();
  await dialog.getByRole("radio", { name: wallet }).click();
  await dialog.getByRole("button", { name: "Continue" }).click();
}

/** From the current page: open the dialog, sign in as `role`, and wait for the role's home. */
export async function signIn(page: Page, role: SelectableRole, home: string, wallet?: string): Promise<void> {
  await openSignInDialog(page);
  await continueAs(page, role, wallet);
  await page.waitForURL((url) => url.pathname === home);
  await signInDialog(page).waitFor({ state: "hidden" });
}
