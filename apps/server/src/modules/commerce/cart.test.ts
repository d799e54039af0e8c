import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseUnits, type HDAccount } from "viem";
import { eq } from "drizzle-orm";
import { devAccounts } from "@wbe3/contracts";
import { marketplaceListings } from "@wbe3/db";
import { CART_LINE_NOTES, LISTING_NOT_FOUND, NOT_AN_EDITION, REVIEW_CART, type Cart } from "@wbe3/domain";
import { apiCaller, errorOf as error } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { demoEditions } from "../../test/demo-listings.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Account 44 of this file alone (it signs in, and never needs WBE3).
const emptyWallet = devAccounts(45)[44] as HDAccount;
const { ring, amberWaves } = demoEditions();

let t: TestApp;
let cookies: Record<"empty", string>;
const call = apiCaller(() => t);

beforeAll(async () => {
  t = await createTestApp();
  cookies = { empty: (await signInWithWallet(t, emptyWallet)).cookie };
});
afterAll(() => t.close());

describe("the cart", () => {
  it("is for signed-in users only", async () => {
    expect((await t.request("/api/cart")).status).toBe(401);
  });

  it("adds, sets the quantity of an edition, totals in WBE3 and removes, a repeated removal changing nothing", async () => {
    const added = await call(cookies.empty, "POST", "/api/cart/items", { listingId: ring.id });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ items: [{ listingId: ring.id, quantity: 1, state: "ok", isEdition: true }], ready: true });
    const three = (await call(cookies.empty, "POST", "/api/cart/items", { listingId: ring.id, quantity: 3 })).body as Cart;
    expect(three.items[0]?.quantity).toBe(3);
    expect(three.total).toBe((ring.price * 3n).toString());
    // Added again without a quantity: the quantity stays.
    expect(((await call(cookies.empty, "POST", "/api/cart/items", { listingId: ring.id })).body as Cart).items[0]?.quantity).toBe(3);
    for (let i = 0; i < 2; i++) {
      const removed = await call(cookies.empty, "DELETE", `/api/cart/items/${ring.id}`);
      expect(removed).toEqual({ status: 200, body: { items: [], total: "0", currency: "WBE3", ready: false } });
    }
  });

  it("refuses what cannot be bought as asked, with the reason, and changes nothing", async () => {
    const unknown = await call(cookies.empty, "POST", "/api/cart/items", { listingId: "6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2aff" });
    expect([unknown.status, error(unknown).message]).toEqual([404, LISTING_NOT_FOUND]);
    expect((await call(cookies.empty, "POST", "/api/cart/items", { listingId: "nope" })).status).toBe(400);
    expect((await call(cookies.empty, "POST", "/api/cart/items", { listingId: ring.id, quantity: 0 })).status).toBe(400);
    expect((await call(cookies.empty, "POST", "/api/cart/items", { listingId: ring.id, quantity: "2" })).status).toBe(400);
    await t.db.update(marketplaceListings).set({ delivery: "transfer721" }).where(eq(marketplaceListings.id, amberWaves.id));
    try {
      const many = await call(cookies.empty, "POST", "/api/cart/items", { listingId: amberWaves.id, quantity: 2 });
      expect([many.status, error(many).message]).toEqual([400, NOT_AN_EDITION]);
    } finally {
      await t.db.update(marketplaceListings).set({ delivery: "mint1155" }).where(eq(marketplaceListings.id, amberWaves.id));
    }
    expect(((await call(cookies.empty, "GET", "/api/cart")).body as Cart).items).toEqual([]);
  });

  it("marks a changed price, a sold-out and a removed listing with a clear line, and checkout refuses until reviewed", async () => {
    await call(cookies.empty, "POST", "/api/cart/items", { listingId: ring.id });
    await call(cookies.empty, "POST", "/api/cart/items", { listingId: amberWaves.id });
    const setRing = (values: Partial<typeof marketplaceListings.$inferInsert>) =>
      t.db.update(marketplaceListings).set(values).where(eq(marketplaceListings.id, ring.id));
    try {
      await setRing({ price: ring.price + parseUnits("1", 18) });
      let cart = (await call(cookies.empty, "GET", "/api/cart")).body as Cart;
      expect(cart.items[0]).toMatchObject({ state: "price_changed", note: CART_LINE_NOTES.price_changed("18.00", "19.00") });
      expect(cart.ready).toBe(false);
      // Only what can be bought as shown counts in the total.
      expect(cart.total).toBe(amberWaves.price.toString());
      const refused = await call(cookies.empty, "POST", "/api/orders");
      expect([refused.status, error(refused).message]).toEqual([409, REVIEW_CART]);

      await setRing({ price: ring.price, supplyCap: 4, sold: 4 });
      cart = (await call(cookies.empty, "GET", "/api/cart")).body as Cart;
      expect(cart.items[0]).toMatchObject({ state: "sold_out", note: CART_LINE_NOTES.sold_out, maxQuantity: 0 });

      await setRing({ supplyCap: null, sold: 0, active: false });
      cart = (await call(cookies.empty, "GET", "/api/cart")).body as Cart;
      expect(cart.items[0]).toMatchObject({ state: "removed", note: CART_LINE_NOTES.removed });

      await setRing({ active: true });
      expect(((await call(cookies.empty, "GET", "/api/cart")).body as Cart).ready).toBe(true);
    } finally {
      await setRing({ price: ring.price, supplyCap: null, sold: 0, active: true });
      await call(cookies.empty, "DELETE", `/api/cart/items/${ring.id}`);
      await call(cookies.empty, "DELETE", `/api/cart/items/${amberWaves.id}`);
    }
  });
});
