import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { parseEther, type HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { paymentRefunds } from "@wbe3/db";
import { LINE_REFUND_REASONS, registerSellingArea, type Checkout, type Order, type SessionUser } from "@wbe3/domain";
import { apiCaller } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import {
  changeListing,
  listingsChanged,
  publishListing,
  saleListings,
  withdrawListing,
  type ListingToPublish,
} from "../marketplace/service.ts";
import { newestPaidOrderFor, paidLinesOfListings, refundOrderLine } from "./service.ts";

// A scratch area selling door entries through the cart (delivery `none`: what the buyer gets is
// what the area makes of the paid line), registered as a real area is.
registerSellingArea({
  area: "scratch-door",
  categories: [{ id: "scratch-door-nights", label: "Door nights", filter: false }],
  listingKinds: [
    { kind: "scratch-door-entry", label: "Entry", categories: ["scratch-door-nights"], deliveries: ["none"], revenueSource: "sale" },
  ],
});

// Accounts of this file alone (each starts with WBE3, see global-setup): 114 buys. The seller only receives.
const ACCOUNTS = devAccounts(199);
const [buyer, seller] = [114, 198].map((index) => ACCOUNTS[index] as HDAccount) as [HDAccount, HDAccount];
const actors = chainActors([0]);
const PRICE = parseEther("3");
const CANCELLED = { reason: "show_cancelled", note: "The show was cancelled: your entry is refunded." };

let t: TestApp;
let cookie: string;
let buyerUser: SessionUser;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);

const entry = (title: string): ListingToPublish => ({
  kind: "scratch-door-entry",
  category: "scratch-door-nights",
  delivery: "none",
  artistId: null,
  title,
  seller: { id: null, kind: "partner", name: "Scratch Door" },
  description: "",
  price: PRICE,
  imageUrl: null,
  sellerWallet: seller.address,
  royaltyBps: 0,
  supplyCap: 10,
});

/** Puts these listings in the buyer's cart and answers the checkout's order. */
async function checkoutOf(listingIds: string[]): Promise<Checkout> {
  for (const listingId of listingIds) expect((await call(cookie, "POST", "/api/cart/items", { listingId })).status).toBe(200);
  const answer = await call(cookie, "POST", "/api/orders");
  expect(answer.status).toBe(201);
  return answer.body as Checkout;
}

const confirm = (orderId: string, txHash: string) => call(cookie, "POST", `/api/orders/${orderId}/confirm`, { txHash });
const refundsOf = (txHash: string) => t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentTxHash, txHash.toLowerCase()));

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const signedIn = await signInWithWallet(t, buyer);
  if (!signedIn.body.user) throw new Error("no signed-in user");
  [cookie, buyerUser] = [signedIn.cookie, signedIn.body.user];
});
afterAll(() => t.close());

describe("a cart line whose listing was withdrawn before the payment", () => {
  it("is neither delivered nor counted as sold: it is refunded once, and the confirmation says so", async () => {
    const [gone, kept] = [await publishListing(t.db, entry("Gone Night")), await publishListing(t.db, entry("Kept Night"))];
    listingsChanged(t.db);
    const checkout = await checkoutOf([gone, kept]);
    expect(await withdrawListing(t.db, "scratch-door-entry", gone)).toBe(true);
    // Stock lowered to nothing after the quote is no withdrawal: the chain honours the quote, and so do we.
    expect(await changeListing(t.db, "scratch-door-entry", kept, { forSale: true, stock: 0 })).toMatchObject({ supplyCap: 0 });
    const before = await wallets.wbe3Of(buyer.address);

    const txHash = await wallets.sendCalls(buyer, checkout.calls);
    const answers = await Promise.all([confirm(checkout.orderId, txHash), confirm(checkout.orderId, txHash)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const order = (await confirm(checkout.orderId, txHash)).body as Order;
    expect(order.status).toBe("paid");
    expect(order.items).toEqual([
      expect.objectContaining({
        listingId: gone,
        refund: {
          amount: PRICE.toString(),
          reason: "listing_withdrawn",
          note: LINE_REFUND_REASONS.listing_withdrawn,
          status: "sent",
          txHash: expect.any(String) as unknown,
        },
      }),
      expect.not.objectContaining({ refund: expect.anything() as unknown }),
    ]);

    // Once, whatever repeats: one refund for the line, the buyer charged only the line kept.
    expect(await refundsOf(txHash)).toEqual([expect.objectContaining({ orderLine: 0, amount: PRICE, status: "sent" })]);
    expect(await wallets.wbe3Of(buyer.address)).toBe(before - PRICE);
    const sold = new Map((await saleListings(t.db, [gone, kept])).map((listing) => [listing.id, listing.sold]));
    expect(Object.fromEntries(sold)).toEqual({ [gone]: 0, [kept]: 1 });
    // Nothing to deliver or ship for the withdrawn line; the kept one is the area's to deliver.
    expect(await paidLinesOfListings(t.db, [gone])).toEqual([]);
    // …and it is no purchase that a gated file's copy could name.
    expect(await newestPaidOrderFor(t.db, buyerUser.id, { listingIds: [gone], tokens: [] })).toBeNull();
    expect(await newestPaidOrderFor(t.db, buyerUser.id, { listingIds: [kept], tokens: [] })).toBe(checkout.orderId);
    expect(await paidLinesOfListings(t.db, [kept])).toHaveLength(1);
    // The buyer's orders show the refund too.
    const { orders } = (await call(cookie, "GET", "/api/orders")).body as { orders: Order[] };
    expect(orders.find((each) => each.id === checkout.orderId)?.items[0]?.refund).toMatchObject({ reason: "listing_withdrawn" });
  });
});

describe("refundOrderLine", () => {
  it("refunds a paid line an area cancels, once however often or however many at once, and shows it on the order", async () => {
    const night = await publishListing(t.db, entry("Cancelled Night"));
    listingsChanged(t.db);
    const checkout = await checkoutOf([night]);
    const txHash = await wallets.sendCalls(buyer, checkout.calls);
    expect((await confirm(checkout.orderId, txHash)).status).toBe(200);

    const line = { kind: "scratch-door-entry", orderId: checkout.orderId, listingId: night, ...CANCELLED };
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => refundOrderLine(t.db, t.deps.chain, line)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await refundOrderLine(t.db, t.deps.chain, line)).toBe(false);
    expect(await refundsOf(txHash)).toEqual([expect.objectContaining({ orderLine: 0, amount: PRICE, reason: "show_cancelled" })]);

    const order = (await confirm(checkout.orderId, txHash)).body as Order;
    expect(order.items[0]?.refund).toMatchObject({
      amount: PRICE.toString(),
      reason: "show_cancelled",
      note: CANCELLED.note,
      status: "sent",
    });
    expect(await paidLinesOfListings(t.db, [night])).toEqual([]);
  });

  it("refuses another area's line, an unpaid order and a line the order does not have, recording nothing", async () => {
    const night = await publishListing(t.db, entry("Unpaid Night"));
    listingsChanged(t.db);
    const unpaid = await checkoutOf([night]);
    const line = { kind: "scratch-door-entry", orderId: unpaid.orderId, listingId: night, ...CANCELLED };
    await expect(refundOrderLine(t.db, t.deps.chain, { ...line, kind: "work" })).rejects.toThrow("only its own kind's lines");
    await expect(refundOrderLine(t.db, t.deps.chain, line)).rejects.toMatchObject({ code: "not_found" });
    const other = await publishListing(t.db, entry("Other Night"));
    await expect(refundOrderLine(t.db, t.deps.chain, { ...line, listingId: other })).rejects.toMatchObject({ code: "not_found" });
    expect(await t.db.$count(paymentRefunds, and(eq(paymentRefunds.orderId, unpaid.orderId)))).toBe(0);
  });
});
