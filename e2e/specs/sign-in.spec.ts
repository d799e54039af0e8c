import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import {
  ACCESS_RESTRICTED,
  CONNECTION_PENDING,
  CONNECTION_REJECTED,
  LOGGED_OUT,
  NETWORK_SWITCHED,
  ROLE_HOME,
  ROLE_LABEL,
  SIGN_IN_TITLE,
  connected,
  wrongNetwork,
  type SelectableRole,
} from "@wbe3/domain";
import { continueAs, expectText, openSignInDialog, pageWithWallet, pathname, signIn, signInDialog, viewer } from "../src/auth-steps.ts";
import { expect, test } from "../src/fixtures.ts";
import { E2E_AUTH_RATE_LIMIT, startApp, type RunningApp } from "../src/start-app.ts";
import { readAppChain } from "../src/test-wallet.ts";
import { devAccount, REQUEST_PENDING, USER_REJECTED } from "../src/wallet-handler.ts";

function roleLink(page: Page, role: SelectableRole | "admin") {
  return page.getByRole("banner").getByRole("link", { name: ROLE_LABEL[role], exact: true });
}

describe("wallet sign-in", () => {
  test.for(["artist", "fan", "partner"] as const)("signs in as %s and lands on that role's home", async (role, { newPage, baseUrl }) => {
    const { page, wallet } = await pageWithWallet(newPage, baseUrl);
    await page.goto("/");
    const dialog = await openSignInDialog(page);
    await dialog.getByText("I'm signing in as:", { exact: true }).waitFor();
    await dialog.getByRole("radio", { name: "E2E Wallet" }).waitFor();
    // Hosted connectors appear only when the server configures them (hosted-wallets.spec.ts).
    expect(await dialog.getByRole("radio", { name: /WalletConnect|Coinbase Wallet/ }).count()).toBe(0);
    // Continue stays disabled until a role is chosen, so "Role Required" cannot be reached.
    expect(await dialog.getByRole("button", { name: "Continue" }).isDisabled()).toBe(true);

    await continueAs(page, role);
    await page.waitForURL((url) => url.pathname === ROLE_HOME[role]);
    const { title, description } = connected(role);
    await expectText(page, title);
    await expectText(page, description);
    await roleLink(page, role).waitFor();
    expect(await roleLink(page, role).getAttribute("href")).toBe(ROLE_HOME[role]);
    const me = await viewer(page);
    expect(me.role).toBe(role);
    expect(me.home).toBe(ROLE_HOME[role]);
    expect(wallet.requests).toContain("personal_sign");
  });

  test.for([
    { code: USER_REJECTED, message: CONNECTION_REJECTED },
    { code: REQUEST_PENDING, message: CONNECTION_PENDING },
  ])("a wallet answering $code shows its message and creates no session", async ({ code, message }, { newPage, baseUrl }) => {
    const { page, wallet } = await pageWithWallet(newPage, baseUrl);
    wallet.script.connect = code as typeof wallet.script.connect;
    await page.goto("/");
    await openSignInDialog(page);
    await continueAs(page, "fan");
    await expectText(page, message.title);
    await expectText(page, message.description);
    expect(pathname(page)).toBe("/");
    expect(await viewer(page)).toMatchObject({ user: null, role: null });
    expect(wallet.requests).not.toContain("personal_sign");
    // The dialog stays open and usable for another try.
    await signInDialog(page).getByRole("button", { name: "Continue" }).waitFor();
  });

  test.for([
    { title: "switches when the wallet knows the chain", knowsAppChain: true, expected: ["wallet_switchEthereumChain"] },
    {
      title: "adds the chain when the wallet answers 4902",
      knowsAppChain: false,
      expected: ["wallet_switchEthereumChain", "wallet_addEthereumChain"],
    },
  ])("wrong network: $title, then signs in", async ({ knowsAppChain, expected }, { newPage, baseUrl }) => {
    const chain = await readAppChain(baseUrl);
    const otherChain = 8453;
    const { page, wallet } = await pageWithWallet(newPage, baseUrl, {
      chainId: otherChain,
      knownChains: knowsAppChain ? [otherChain, chain.chainId] : [otherChain],
    });
    await page.goto("/");
    await openSignInDialog(page);
    await continueAs(page, "fan");
    const alert = signInDialog(page).getByRole("alert");
    await alert.getByText(wrongNetwork(chain.chainName, chain.chainId), { exact: true }).waitFor();
    expect(await viewer(page)).toMatchObject({ role: null });

    await alert.getByRole("button", { name: "Switch network" }).click();
    await expectText(page, NETWORK_SWITCHED.title);
    await page.waitForURL((url) => url.pathname === ROLE_HOME.fan);
    expect(wallet.chainId).toBe(chain.chainId);
    expect(wallet.requests.filter((method) => method.startsWith("wallet_") && method !== "wallet_requestPermissions")).toEqual(expected);
    expect((await viewer(page)).role).toBe("fan");
  });

  test("a reload keeps the session; Log Out ends it and keeps the theme", async ({ newPage, baseUrl }) => {
    const { page } = await pageWithWallet(newPage, baseUrl);
    await page.goto("/");
    await page.getByRole("banner").getByRole("group", { name: "Theme" }).getByRole("button", { name: "Dark theme" }).click();
    await signIn(page, "fan", ROLE_HOME.fan);

    await page.reload();
    await roleLink(page, "fan").waitFor();
    expect((await viewer(page)).role).toBe("fan");

    await page.getByRole("banner").getByRole("button", { name: "Log Out" }).click();
    await expectText(page, LOGGED_OUT.title);
    await expectText(page, LOGGED_OUT.description);
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("banner").getByRole("button", { name: SIGN_IN_TITLE }).waitFor();
    expect(await viewer(page)).toMatchObject({ user: null, role: null });
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  });

  test("the wallet reporting no accounts signs the user out", async ({ newPage, baseUrl }) => {
    const { page, wallet } = await pageWithWallet(newPage, baseUrl);
    await page.goto("/");
    await signIn(page, "fan", ROLE_HOME.fan);
    // The part of the app that follows the wallet loads lazily after sign-in; a person cannot
    // reach their wallet before it has, so the test waits for the page to go quiet too.
    await page.waitForLoadState("networkidle");
    await wallet.revokeAccounts();
    await expectText(page, LOGGED_OUT.title);
    await expect.poll(async () => (await viewer(page)).role).toBeNull();
    await page.waitForURL((url) => url.pathname === "/");
  });
});

describe("guards", () => {
  test("a fan is sent from /artist-dashboard to the fan dashboard, and the studio lists what is missing", async ({ newPage, baseUrl }) => {
    const { page } = await pageWithWallet(newPage, baseUrl);
    await page.goto("/");
    await signIn(page, "fan", ROLE_HOME.fan);

    await page.goto("/artist-dashboard");
    await page.waitForURL((url) => url.pathname === ROLE_HOME.fan);

    await page.goto("/artiststudio");
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: ACCESS_RESTRICTED.title }).waitFor();
    for (const requirement of ACCESS_RESTRICTED.requirements) {
      await main.getByRole("listitem").filter({ hasText: requirement }).waitFor();
    }
  });

  test("an anonymous visitor of /artiststudio is asked to connect or log in", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/artiststudio");
    const main = page.getByRole("main");
    await main.getByText("Connect your wallet or log in", { exact: false }).waitFor();
    await main.getByRole("button", { name: SIGN_IN_TITLE }).waitFor();
    await main.getByRole("button", { name: "Log in with e-mail" }).waitFor();
  });
});

describe("privileged wallet", () => {
  const privilegedIndex = 6;
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp({
      env: { PRIVILEGED_WALLETS: devAccount(privilegedIndex).address, AUTH_RATE_LIMIT: E2E_AUTH_RATE_LIMIT },
    });
  });
  afterAll(async () => {
    await app.stop();
  });

  test("choosing Fan still makes it an artist, welcomed as Queen", async ({ newPage }) => {
    const { page } = await pageWithWallet(newPage, app.baseUrl, { accountIndex: privilegedIndex });
    await page.goto("/");
    await openSignInDialog(page);
    await continueAs(page, "fan");
    await page.waitForURL((url) => url.pathname === ROLE_HOME.artist);
    await expectText(page, /^Welcome Queen .+!$/);
    await expectText(page, "Artist role assigned");
    await roleLink(page, "artist").waitFor();
    expect((await viewer(page)).role).toBe("artist");
  });
});
