import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import { DEMO_LISTINGS } from "@wbe3/db";
import { CONTENT_MESSAGES, ORDER_PAID, ROLE_HOME } from "@wbe3/domain";
import { expectText, signIn } from "../src/auth-steps.ts";
import { expect, test } from "../src/fixtures.ts";
import { E2E_AUTH_RATE_LIMIT, startApp, type RunningApp } from "../src/start-app.ts";
import { devAccount } from "../src/wallet-handler.ts";

// Issue 19: what fans buy they can use, and only they. The demo seed's book (a real PDF, holders
// only) is bought with the Demo wallet's Fan, read from the vault in the app's reader; another fan
// (account 7, signed in through the API) is refused by its URL until the first sends the edition
// over: access follows the token. Buying changes what other specs count: an app of its own.
let app: RunningApp;
const book = DEMO_LISTINGS.find((listing) => listing.category === "books");
if (!book) throw new Error("the demo listings changed");

beforeAll(async () => {
  app = await startApp({ env: { AUTH_RATE_LIMIT: E2E_AUTH_RATE_LIMIT } });
});
afterAll(async () => {
  await app.stop();
});

async function buy(page: Page, title: string): Promise<void> {
  await page.goto(`/marketplace?q=${encodeURIComponent(title)}`);
  await page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .getByRole("button", { name: /Add to Cart/ })
    .click();
  await expectText(page, "Added to cart");
  await page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" }).click();
  await page.getByRole("dialog", { name: "Cart" }).getByRole("button", { name: "Purchase All" }).click();
  await expectText(page, ORDER_PAID);
}

/** How many pixels of the reader's page canvas are drawn (not white). */
function inkedPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector("main canvas");
    if (!(canvas instanceof HTMLCanvasElement) || canvas.width === 0) return 0;
    const { data } = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 200) inked++;
    return inked;
  });
}

describe("reading what you bought", () => {
  test("a fan buys a book and reads it from the vault; another fan is refused by URL until the edition is sent to them", async ({
    newPage,
    signedInPage,
  }) => {
    const page = await newPage({ baseURL: app.baseUrl, reducedMotion: "reduce" });
    await page.goto("/");
    await signIn(page, "fan", ROLE_HOME.fan, "Demo wallet · Fan");
    await buy(page, book.title);

    await page.goto(`${ROLE_HOME.fan}?tab=vault`);
    const read = page.getByRole("main").getByRole("article", { name: book.title }).getByRole("link", { name: "Read" });
    await read.waitFor({ timeout: 20_000 });
    const href = (await read.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/vault\/read\/b[a-z2-7]+$/);
    await read.click();
    await page.getByRole("heading", { level: 1, name: book.title }).waitFor();
    await page.getByText(/^Page 1 of \d+$/).waitFor({ timeout: 30_000 });
    await expect.poll(() => inkedPixels(page), { timeout: 15_000 }).toBeGreaterThan(100);
    await page.getByRole("img", { name: /^Page 1 of \d+$/ }).waitFor();
    await page.getByRole("button", { name: "Next page" }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();

    // Another fan, by the reader's URL: the server's refusal and the way to the marketplace.
    const { page: other } = await signedInPage({ baseUrl: app.baseUrl, accountIndex: 7, role: "fan" });
    await other.goto(href);
    await expectText(other, CONTENT_MESSAGES.notHolder);
    await other.getByRole("link", { name: "Buy to read" }).waitFor();
    expect(await inkedPixels(other)).toBe(0);
    // Nor by the gateway: the same 404 as a CID never stored.
    const cid = href.split("/").pop() ?? "";
    expect((await fetch(`${app.baseUrl}/ipfs/${cid}`)).status).toBe(404);

    // The first fan sends the edition to the other: the book opens for them, and no longer for the sender.
    await page.goto(`${ROLE_HOME.fan}?tab=vault`);
    const card = page.getByRole("main").getByRole("article", { name: book.title });
    await card.getByRole("button", { name: "Send" }).click();
    await card.getByLabel("Send to wallet address").fill(devAccount(7).address);
    await card.getByRole("button", { name: "Send" }).click();
    await expectText(page, "Token Sent");
    await other.reload();
    await other.getByText(/^Page 1 of \d+$/).waitFor({ timeout: 30_000 });
    await page.goto(href);
    await expectText(page, CONTENT_MESSAGES.notHolder);
  });
});
