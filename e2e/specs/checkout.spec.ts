import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import type { Address } from "viem";
import { DEMO_LISTINGS, DEMO_SELLER_WALLETS } from "@wbe3/db";
import { formatWbe3, insufficientBalance, ORDER_PAID, PAYMENT_FAILED, ROLE_HOME } from "@wbe3/domain";
import { expectText, pageWithWallet, signIn } from "../src/auth-steps.ts";
import { expect, test } from "../src/fixtures.ts";
import { apiArtist, wbe3Balance } from "../src/seller.ts";
import { E2E_AUTH_RATE_LIMIT, startApp, type RunningApp } from "../src/start-app.ts";
import { devAccount, USER_REJECTED } from "../src/wallet-handler.ts";

// Buying changes balances, supplies and the marketplace other specs count: an app of its own.
// Accounts: 2 and 3 are the Demo wallet's Fan and Partner; 5 lists the artist's works; 7 (a demo seller, not of the ring) is a
// fan with a test wallet; 0 deployed the contracts and receives the platform fee.
let app: RunningApp;
let trackTitle: string;
let editionTitle: string;
const ring = DEMO_LISTINGS.find((listing) => listing.category === "jewelry");
const loft = DEMO_LISTINGS.find((listing) => listing.category === "homes");
if (!ring || !loft) throw new Error("the demo listings changed");
const WBE3 = 10n ** 18n;
const afterFee = (gross: bigint) => gross - (gross * 250n) / 10_000n;

beforeAll(async () => {
  app = await startApp({ env: { AUTH_RATE_LIMIT: E2E_AUTH_RATE_LIMIT } });
  const artist = await apiArtist(app.baseUrl, 5, "checkout.artist");
  trackTitle = "Checkout One of One";
  editionTitle = "Checkout Edition";
  await artist.mintedListing(trackTitle, "4", undefined);
  await artist.mintedListing(editionTitle, "2", 5);
});
afterAll(async () => {
  await app.stop();
});

function card(page: Page, title: string) {
  return page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function addFromMarketplace(page: Page, title: string): Promise<void> {
  await page.goto(`/marketplace?q=${encodeURIComponent(title)}`);
  await card(page, title)
    .getByRole("button", { name: /Add to Cart/ })
    .click();
  await expectText(page, "Added to cart");
}

async function openCart(page: Page, items: number) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: `Cart, ${items} ${items === 1 ? "item" : "items"}` })
    .click();
  return page.getByRole("dialog", { name: "Cart" });
}

describe("checkout", () => {
  test("a fan buys a minted track, an edition and a seeded ring in one order, and finds them in the vault", async ({ newPage }) => {
    const page = await newPage({ baseURL: app.baseUrl, reducedMotion: "reduce" });
    await page.goto("/");
    await signIn(page, "fan", ROLE_HOME.fan, "Demo wallet · Fan");
    for (const title of [trackTitle, editionTitle, ring.title]) await addFromMarketplace(page, title);

    // The cart lives on the server: a reload keeps it.
    await page.reload();
    const cart = await openCart(page, 3);
    const total = 4n * WBE3 + 2n * WBE3 + ring.price;
    await expect.poll(() => cart.getByText(`${formatWbe3(total)} WBE3`).count()).toBeGreaterThan(0);

    const artist = devAccount(5).address;
    const ringSeller = DEMO_SELLER_WALLETS[ring.sellerName] as Address;
    const feeRecipient = devAccount(0).address;
    const fan = devAccount(2).address;
    const before = await Promise.all([artist, ringSeller, feeRecipient, fan].map((who) => wbe3Balance(app.baseUrl, who)));

    await cart.getByRole("button", { name: "Purchase All" }).click();
    await expectText(page, ORDER_PAID);
    const after = await Promise.all([artist, ringSeller, feeRecipient, fan].map((who) => wbe3Balance(app.baseUrl, who)));
    // The artist's royalty on their own tokens comes back to them: each seller gets the price less the 2.5 % fee.
    const gained = after.map((balance, i) => balance - (before[i] ?? 0n));
    const artistShare = afterFee(4n * WBE3) + afterFee(2n * WBE3);
    expect(gained).toEqual([artistShare, afterFee(ring.price), total - artistShare - afterFee(ring.price), -total]);

    await page.goto(`/marketplace?q=${encodeURIComponent(editionTitle)}`);
    await expect.poll(() => card(page, editionTitle).getByText("4 left").count()).toBe(1);
    await page.goto(`/marketplace?q=${encodeURIComponent(trackTitle)}`);
    await expect.poll(() => card(page, trackTitle).getByText("Sold out").count()).toBe(1);

    await page.goto(`${ROLE_HOME.fan}?tab=vault`);
    for (const title of [trackTitle, editionTitle, ring.title]) {
      await expect.poll(() => page.getByRole("main").getByText(title, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    }
  });

  test("a short balance stops before anything is sent, and a rejected payment leaves the cart as it was", async ({ newPage }) => {
    // The Partner demo wallet holds 1000 WBE3: thirty lofts cost 1500.
    const page = await newPage({ baseURL: app.baseUrl, reducedMotion: "reduce" });
    await page.goto("/");
    await signIn(page, "partner", ROLE_HOME.partner, "Demo wallet · Partner");
    await addFromMarketplace(page, loft.title);
    let cart = await openCart(page, 1);
    await cart.getByLabel("Qty").fill("30");
    await expect.poll(() => cart.getByText(`${formatWbe3(loft.price * 30n)} WBE3`).count()).toBeGreaterThan(0);
    const partner = devAccount(3).address;
    const held = await wbe3Balance(app.baseUrl, partner);
    await cart.getByRole("button", { name: "Purchase All" }).click();
    await expectText(page, insufficientBalance(formatWbe3(loft.price * 30n), formatWbe3(held)));
    expect(await wbe3Balance(app.baseUrl, partner)).toBe(held);

    // A fan whose wallet refuses to sign: "Payment Failed", nothing charged, the cart unchanged.
    const { page: refusing, wallet } = await pageWithWallet(newPage, app.baseUrl, { accountIndex: 7 }, { reducedMotion: "reduce" });
    await refusing.goto("/");
    await signIn(refusing, "fan", ROLE_HOME.fan);
    await addFromMarketplace(refusing, ring.title);
    cart = await openCart(refusing, 1);
    const fanBefore = await wbe3Balance(app.baseUrl, devAccount(7).address);
    wallet.script.transaction = USER_REJECTED;
    await cart.getByRole("button", { name: "Purchase All" }).click();
    await expectText(refusing, PAYMENT_FAILED.title);
    expect(await wbe3Balance(app.baseUrl, devAccount(7).address)).toBe(fanBefore);
    await refusing.reload();
    expect(await (await openCart(refusing, 1)).getByText(ring.title).count()).toBe(1);
  });
});
