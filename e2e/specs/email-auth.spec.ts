import type { Page } from "playwright-core";
import { describe } from "vitest";
import { FILL_ALL_FIELDS, LAUNCH_PLATFORM, LOGGED_OUT, ROLE_HOME, SIGNUP_SUCCESS, connected } from "@wbe3/domain";
import { expectText, pathname, signIn, viewer } from "../src/auth-steps.ts";
import { expect, test } from "../src/fixtures.ts";

const PASSWORD = "Correct-Horse-Battery-9";

function emailDialog(page: Page) {
  return page.getByRole("dialog", { name: "Log in or sign up" });
}

/** The footer's "Launch Platform" opens the e-mail dialog on its Sign up tab. */
async function launchPlatform(page: Page) {
  // The footer arrives once the visitor scrolls (it is below the fold).
  await page.mouse.wheel(0, 2000);
  await page.getByRole("contentinfo").getByRole("button", { name: LAUNCH_PLATFORM }).click();
  const dialog = emailDialog(page);
  await dialog.waitFor();
  return dialog;
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

describe("e-mail accounts", () => {
  test("sign up as an artist, verify through the outbox, log out, log back in", async ({ newPage }) => {
    const page = await newPage();
    const email = uniqueEmail("artist");
    await page.goto("/");

    const dialog = await launchPlatform(page);
    expect(await dialog.getByRole("tab", { name: "Sign up" }).getAttribute("aria-selected")).toBe("true");
    await dialog.getByLabel("Name").fill("Nova Test");
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign up as Artist" }).click();
    await expectText(page, SIGNUP_SUCCESS);
    await expect.poll(async () => (await viewer(page)).user?.email ?? null).toBe(email);
    expect((await viewer(page)).role).toBe("artist");

    await page.goto("/dev/outbox");
    const mail = page
      .getByRole("list", { name: "Mails" })
      .getByRole("listitem")
      .filter({ hasText: `To ${email}` });
    const link = mail.getByRole("link", { name: /\/verify-email\?token=/ });
    await link.click();
    await page.getByText("Your e-mail is verified", { exact: true }).waitFor();
    expect(pathname(page)).toBe("/verify-email");

    // Log Out sits in the header on the dashboard, discover, marketplace and mint pages.
    await page.goto("/marketplace");
    await page.getByRole("banner").getByRole("button", { name: "Log Out" }).click();
    await expectText(page, LOGGED_OUT.title);
    await page.waitForURL((url) => url.pathname === "/");
    expect((await viewer(page)).user).toBeNull();

    const again = await launchPlatform(page);
    await again.getByRole("tab", { name: "Log in" }).click();
    await again.getByLabel("E-mail").fill(email);
    await again.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await again.getByRole("button", { name: "Log in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === ROLE_HOME.artist);
    await expectText(page, connected("artist").title);
    const me = await viewer(page);
    expect(me.user?.email).toBe(email);
    expect(me.role).toBe("artist");
  });

  test.for(["Sign up", "Log in"] as const)("%s with empty fields says to fill them all in", async (tab, { newPage }) => {
    const page = await newPage();
    await page.goto("/");
    const dialog = await launchPlatform(page);
    await dialog.getByRole("tab", { name: tab }).click();
    const submit =
      tab === "Sign up"
        ? dialog.getByRole("button", { name: "Sign up as Fan" })
        : dialog.getByRole("button", { name: "Log in", exact: true });
    await submit.click();
    await dialog.getByRole("alert").getByText(FILL_ALL_FIELDS, { exact: true }).waitFor();
    expect((await viewer(page)).user).toBeNull();
  });
});

describe("demo wallet (local mode)", () => {
  test("signs in as a fan without any browser wallet", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/");
    expect(await page.evaluate(() => "ethereum" in window)).toBe(false);
    await signIn(page, "fan", ROLE_HOME.fan, "Demo wallet · Fan");
    await expectText(page, connected("fan").title);
    const me = await viewer(page);
    expect(me.role).toBe("fan");
    expect(me.user?.walletAddress?.toLowerCase()).toBe("0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc");
  });
});
