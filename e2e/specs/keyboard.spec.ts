import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import { DEMO_LISTINGS } from "@wbe3/db";
import { CART_EMPTY, MINTED_BADGE, NFT_MINTED, ORDER_PAID, ROLE_HOME } from "@wbe3/domain";
import { expectText, pageWithWallet, signIn, signInDialog } from "../src/auth-steps.ts";
import { expect, test } from "../src/fixtures.ts";
import { arrowTo, expectFocusShown, tabTo } from "../src/keyboard.ts";
import { apiArtist } from "../src/seller.ts";
import { E2E_AUTH_RATE_LIMIT, startApp, type RunningApp } from "../src/start-app.ts";
import { signInThroughApi } from "../src/api-sign-in.ts";
import { sineWav } from "../src/wav.ts";

// The flows done with the keyboard alone: after every step focus is on what the step led to,
// never on the page body and never under the sticky header. An app of its own: the checkout buys.
// Accounts: 2 is the Demo wallet's Fan, who signs in and buys; 5 and 6 artists with a profile
// (6 mints, from the test wallet).
let app: RunningApp;
const ring = DEMO_LISTINGS.find((listing) => listing.category === "jewelry");
if (!ring) throw new Error("the demo listings changed");
// Short enough that the forms scroll under the header as Tab moves down them.
const VIEWPORT = { width: 1280, height: 560 };

beforeAll(async () => {
  app = await startApp({ env: { AUTH_RATE_LIMIT: E2E_AUTH_RATE_LIMIT } });
  await apiArtist(app.baseUrl, 5, "keyboard.artist");
  await apiArtist(app.baseUrl, 6, "keyboard.minter");
});
afterAll(async () => {
  await app.stop();
});

async function press(page: Page, key: string, step: string) {
  await page.keyboard.press(key);
  return expectFocusShown(page, step);
}

/** From the page's start: the header's sign-in, a role and a Demo wallet, Continue, by keyboard. */
async function keyboardSignIn(page: Page, role: "Fan" | "Artist"): Promise<void> {
  await page.goto("/");
  await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
  await tabTo(page, /Sign In \/ Connect Wallet/);
  await press(page, "Enter", "open the sign-in dialog");
  await signInDialog(page).waitFor();
  await tabTo(page, /^BUTTON\[radio\] "(Artist|Fan|Partner)"$/);
  await arrowTo(page, new RegExp(`^BUTTON\\[radio\\] "${role}"$`));
  await press(page, "Space", `choose ${role}`);
  // On to the wallets, the next group of radios.
  await tabTo(page, /^BUTTON\[radio\]/);
  await arrowTo(page, new RegExp(`Demo wallet · ${role}`));
  await press(page, "Space", "choose the wallet");
  await tabTo(page, /"Continue"/);
  await page.keyboard.press("Enter");
  await signInDialog(page).waitFor({ state: "hidden" });
}

describe("keyboard only", () => {
  test("sign in: the dialog, the role, the wallet, Continue; focus lands on the new page's heading", async ({ newPage }) => {
    const page = await newPage({ baseURL: app.baseUrl, reducedMotion: "reduce", viewport: VIEWPORT });
    await keyboardSignIn(page, "Fan");
    await page.waitForURL((url) => url.pathname === ROLE_HOME.fan);
    await expect.poll(async () => (await expectFocusShown(page, "signed in")).what).toMatch(/^H1 "Fan Dashboard"/);
  });

  test("checkout: add, open the cart, close it, buy; focus follows each step", async ({ newPage }) => {
    const page = await newPage({ baseURL: app.baseUrl, reducedMotion: "reduce", viewport: VIEWPORT });
    await keyboardSignIn(page, "Fan");
    await page.goto(`/marketplace?q=${encodeURIComponent(ring.title)}`);
    await page.getByRole("main").getByRole("heading", { name: ring.title }).waitFor();
    await tabTo(page, /Add to Cart/);
    await press(page, "Enter", "add to cart");
    await expectText(page, "Added to cart");
    await expectFocusShown(page, "added");

    await tabTo(page, /Cart, 1 item/, { back: true });
    await press(page, "Enter", "open the cart");
    const cart = page.getByRole("dialog", { name: "Cart" });
    await cart.waitFor();
    // Focus is judged once the dialog is gone: while it closes, the page may hold it for a frame.
    await page.keyboard.press("Escape");
    await cart.waitFor({ state: "hidden" });
    expect((await expectFocusShown(page, "cart closed")).what).toMatch(/Cart, 1 item/);

    await press(page, "Enter", "open the cart again");
    await tabTo(page, /Purchase All/);
    await page.keyboard.press("Enter");
    await expectText(page, ORDER_PAID);
    await cart.getByText(CART_EMPTY).waitFor();
    const bought = await expectFocusShown(page, "bought");
    expect(bought.inDialog).toBe(true);
    expect(bought.what).toContain(CART_EMPTY);

    await tabTo(page, /"Close"/);
    await page.keyboard.press("Enter");
    await cart.waitFor({ state: "hidden" });
    expect((await expectFocusShown(page, "cart closed by its button")).what).toMatch(/Cart, 0 items/);
  });

  test("the studio's Upload tab and the store form: every field reached by Tab is in full view", async ({ newPage }) => {
    const page = await newPage({ baseURL: app.baseUrl, reducedMotion: "reduce", viewport: VIEWPORT });
    await signInThroughApi(page.context(), { baseUrl: app.baseUrl, accountIndex: 5, role: "artist" });
    for (const [path, form, last] of [
      ["/artiststudio?tab=upload", "Upload", /"Add to mint cart"/],
      ["/artist-dashboard?tab=store", "Add product", /"Add product"/],
    ] as const) {
      await page.goto(path);
      await page
        .getByRole("main")
        .getByRole("form", { name: new RegExp(form) })
        .first()
        .waitFor();
      // Start at the selected tab, as a reader who chose it would.
      await page.getByRole("main").getByRole("tab", { selected: true }).first().focus();
      const passed = await tabTo(page, last);
      expect(passed.length).toBeGreaterThan(3);
    }
  });

  test("upload and mint: the form by Tab, the mint cart, Mint; focus follows each step", async ({ newPage }) => {
    const { page, wallet } = await pageWithWallet(
      newPage,
      app.baseUrl,
      { accountIndex: 6 },
      { reducedMotion: "reduce", viewport: VIEWPORT },
    );
    await page.goto("/");
    await signIn(page, "artist", ROLE_HOME.artist);
    await page.goto("/artiststudio?tab=upload");
    const main = page.getByRole("main");
    await main.getByRole("form", { name: "Upload" }).waitFor();
    await main.getByRole("tab", { selected: true }).first().focus();

    await tabTo(page, /^INPUT "File"/);
    // The file itself comes from the system's picker, which no page controls.
    await page.locator(":focus").setInputFiles({ name: "keys.wav", mimeType: "audio/wav", buffer: sineWav(0.5, 523) });
    await tabTo(page, /^INPUT "Title"/);
    await page.keyboard.type("Typed Tune");
    await tabTo(page, /^INPUT "Price \(WBE3\)"/);
    await page.keyboard.type("2");
    await tabTo(page, /"Add to mint cart"/);
    // The button waits while the files upload; then the outcome takes focus.
    await page.keyboard.press("Enter");
    await main.getByRole("status").filter({ hasText: "Typed Tune" }).waitFor();
    expect((await expectFocusShown(page, "added to the mint cart")).what).toMatch(/was added to the mint cart/);

    // Back to the studio's tabs (one stop: the chosen tab), then the arrow keys to Mint.
    await tabTo(page, /\[tab\] "Upload"/, { back: true });
    // The arrow keys move between tabs, each opening as it is reached.
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await expectFocusShown(page, "on the Mint tab")).what).toMatch(/\[tab\] "Mint \(1\)"/);
    // The tab is focused at once; its panel follows with the next render, as the eye sees it.
    await main.getByRole("tabpanel", { name: /^Mint/ }).getByRole("list", { name: "Mint cart" }).waitFor();
    await tabTo(page, /^BUTTON "Mint"$/);
    await page.keyboard.press("Enter");
    await expectText(page, NFT_MINTED.title);
    expect(wallet.requests).toContain("eth_sendTransaction");
    await main
      .getByRole("list", { name: "My uploads" })
      .getByRole("listitem")
      .filter({ hasText: "Typed Tune" })
      .getByText(MINTED_BADGE)
      .waitFor();
    // The minted item left the cart: focus went on to what is there now, not to the page body.
    await expectFocusShown(page, "minted");
  });
});
