import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { marketplaceListings, orderItems } from "@wbe3/db";
import {
  quantityTooHigh,
  REVIEW_CART,
  STORE_ORDER_NOT_FOUND,
  type Cart,
  type Checkout,
  type Product,
  type StoreOrders,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { mintingArtist } from "../../test/mint-flow.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import { markLinesShipped } from "../commerce/service.ts";

// What a product's stock and its shipping hold to, each going red without its check. Accounts of
// this file alone (each starts with WBE3, see global-setup and chain-actors.ts): 75 sells
// (stock.seller), 76 and 77 buy.
const ACCOUNTS = devAccounts(78);
const [sellerAccount, firstFan, secondFan] = [75, 76, 77].map((i) => ACCOUNTS[i]) as [HDAccount, HDAccount, HDAccount];
const actors = chainActors([0]);
const ADDRESS = { name: "Ada Fan", line1: "1 Main Street", city: "Lisbon", postalCode: "1000-001", country: "Portugal" };

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
const cookies = { seller: "", first: "", second: "" };

async function product(name: string, stock: number): Promise<Product & { listingId: string }> {
  const answer = await call(cookies.seller, "POST", "/api/artist/products", { name, price: "2", category: "other", stock });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Product & { listingId: string };
}

/** The fan's cart with `quantity` of the product, quoted (not paid). */
async function quoted(cookie: string, listingId: string, quantity = 1): Promise<Checkout> {
  expect((await call(cookie, "POST", "/api/cart/items", { listingId, quantity })).status).toBe(200);
  const answer = await call(cookie, "POST", "/api/orders", { shippingAddress: ADDRESS });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Checkout;
}

const shippedAtOf = async (orderId: string) =>
  (await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map((line) => line.shippedAt);

beforeAll(async () => {
  t = await createTestApp();
  cookies.seller = (await mintingArtist(t, sellerAccount, "stock.seller")).cookie;
  cookies.first = (await signInWithWallet(t, firstFan)).cookie;
  cookies.second = (await signInWithWallet(t, secondFan)).cookie;
});
afterAll(() => t.close());

describe("shipping a store order", () => {
  it("is refused until the order is paid: the artist neither sees it nor can mark it shipped", async () => {
    const mug = await product("Unpaid Mug", 5);
    const checkout = await quoted(cookies.first, mug.listingId);
    expect(((await call(cookies.seller, "GET", "/api/artist/store/orders")).body as StoreOrders).lines).toEqual([]);
    const early = await call(cookies.seller, "POST", `/api/artist/store/orders/${checkout.orderId}/ship`);
    expect([early.status, errorOf(early).message]).toEqual([404, STORE_ORDER_NOT_FOUND]);
    // Nor does marking lines shipped touch an order that is not paid, whoever asks.
    await markLinesShipped(t.db, checkout.orderId, [mug.listingId]);
    expect(await shippedAtOf(checkout.orderId)).toEqual([null]);

    const txHash = await wallets.sendCalls(firstFan, checkout.calls);
    expect((await call(cookies.first, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash })).status).toBe(200);
    const shipped = await call(cookies.seller, "POST", `/api/artist/store/orders/${checkout.orderId}/ship`);
    expect(shipped.status).toBe(200);
    expect((shipped.body as StoreOrders).lines).toMatchObject([{ orderId: checkout.orderId, shippedAt: expect.any(String) as string }]);
  });
});

describe("a product's stock", () => {
  it("holds: no more in a cart than is left, and a quote made before the last one sold cannot be paid", async () => {
    const print = await product("Last Print", 1);
    const tooMany = await call(cookies.first, "POST", "/api/cart/items", { listingId: print.listingId, quantity: 2 });
    expect([tooMany.status, errorOf(tooMany).message]).toEqual([409, quantityTooHigh(1)]);

    const first = await quoted(cookies.first, print.listingId);
    const second = await quoted(cookies.second, print.listingId);
    const txHash = await wallets.sendCalls(firstFan, first.calls);
    expect((await call(cookies.first, "POST", `/api/orders/${first.orderId}/confirm`, { txHash })).status).toBe(200);

    // The second fan's cart says sold out and checkout refuses until reviewed; their old quote's
    // payment reverts on chain, which holds the listing's supply too.
    const cart = (await call(cookies.second, "GET", "/api/cart")).body as Cart;
    expect(cart.items[0]).toMatchObject({ state: "sold_out", maxQuantity: 0 });
    const again = await call(cookies.second, "POST", "/api/orders", { shippingAddress: ADDRESS });
    expect([again.status, errorOf(again).message]).toEqual([409, REVIEW_CART]);
    await expect(wallets.sendCalls(secondFan, second.calls)).rejects.toThrow();
    const [listing] = await t.db.select().from(marketplaceListings).where(eq(marketplaceListings.id, print.listingId));
    expect(listing).toMatchObject({ sold: 1, supplyCap: 1 });
    expect((await call(cookies.first, "POST", "/api/cart/items", { listingId: print.listingId })).status).toBe(409);
  });
});
