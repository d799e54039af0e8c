import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { parseEther, type HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { marketplaceListings, orders, paymentRefunds } from "@wbe3/db";
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
import { refundLine } from "./line-refunds.ts";
import { findOrder, findOrderItems } from "./repo.ts";
import { newestPaidOrderFor, paidLinesOfListings, refundOrderLine, reopenLostOrders } from "./service.ts";

// A scratch area selling door entries through the cart (delivery `none`: what the buyer gets is
// what the area makes of the paid line), registered as a real area is.
registerSellingArea({
  area: "scratch-door",
  categories: [{ id: "scratch-door-nights", label: "Door nights", filter: false }],
  listingKinds: [
    { kind: "scratch-door-entry", label: "Entry", categories: ["scratch-door-nights"], deliveries: ["none"], revenueSource: "sale" },
    // A badge the payment itself mints to the buyer (an ERC-1155 edition created on purchase).
    { kind: "scratch-door-badge", label: "Badge", categories: ["scratch-door-nights"], deliveries: ["mint1155"], revenueSource: "sale" },
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

/** Puts these listings in the buyer's cart (`quantity` of each) and answers the checkout's order. */
async function checkoutOf(listingIds: string[], quantity = 1): Promise<Checkout> {
  for (const listingId of listingIds) {
    expect((await call(cookie, "POST", "/api/cart/items", { listingId, quantity })).status).toBe(200);
  }
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
    const { orders: mine } = (await call(cookie, "GET", "/api/orders")).body as { orders: Order[] };
    expect(mine.find((each) => each.id === checkout.orderId)?.items[0]?.refund).toMatchObject({ reason: "listing_withdrawn" });
  });

  it("is refunded with no stock limit too, while a token line was delivered by the payment itself", async () => {
    const badge = await publishListing(t.db, { ...entry("Door Badge"), kind: "scratch-door-badge", delivery: "mint1155" });
    const open = await publishListing(t.db, { ...entry("Open Night"), supplyCap: null });
    listingsChanged(t.db);
    const checkout = await checkoutOf([badge, open]);
    expect(await withdrawListing(t.db, "scratch-door-badge", badge)).toBe(true);
    expect(await withdrawListing(t.db, "scratch-door-entry", open)).toBe(true);

    const txHash = await wallets.sendCalls(buyer, checkout.calls);
    const order = (await confirm(checkout.orderId, txHash)).body as Order;
    expect(order.items).toEqual([
      expect.not.objectContaining({ refund: expect.anything() as unknown }),
      expect.objectContaining({ listingId: open, refund: expect.objectContaining({ reason: "listing_withdrawn" }) as unknown }),
    ]);
    expect(order.items[0]?.token).not.toBeNull();
    // The edition the payment created is the listing's token from now on.
    const [listing] = await t.db.select().from(marketplaceListings).where(eq(marketplaceListings.id, badge));
    expect([listing?.tokenContract?.toLowerCase(), listing?.tokenId?.toString()]).toEqual([
      order.items[0]?.token?.contract.toLowerCase(),
      order.items[0]?.token?.tokenId,
    ]);
    expect(await refundsOf(txHash)).toEqual([expect.objectContaining({ orderLine: 1, amount: PRICE })]);
  });
});

describe("refundOrderLine", () => {
  it("refunds a paid line an area cancels, once however often or however many at once, and shows it on the order", async () => {
    const night = await publishListing(t.db, entry("Cancelled Night"));
    listingsChanged(t.db);
    const checkout = await checkoutOf([night], 2);
    const txHash = await wallets.sendCalls(buyer, checkout.calls);
    expect((await confirm(checkout.orderId, txHash)).status).toBe(200);

    const line = { kind: "scratch-door-entry", orderId: checkout.orderId, listingId: night, ...CANCELLED };
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => refundOrderLine(t.db, t.deps.chain, line)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await refundOrderLine(t.db, t.deps.chain, line)).toBe(false);
    // Both entries of the line: its price times its quantity.
    const both = PRICE * 2n;
    expect(await refundsOf(txHash)).toEqual([expect.objectContaining({ orderLine: 0, amount: both, reason: "show_cancelled" })]);

    const order = (await confirm(checkout.orderId, txHash)).body as Order;
    expect(order.items[0]?.refund).toMatchObject({
      amount: both.toString(),
      reason: "show_cancelled",
      note: CANCELLED.note,
      status: "sent",
    });
    expect(await paidLinesOfListings(t.db, [night])).toEqual([]);
    // The buyer's orders each show their own lines, and a refund only on the line it refunded.
    const { orders: mine } = (await call(cookie, "GET", "/api/orders")).body as { orders: Order[] };
    const lines = (id: string) => mine.find((each) => each.id === id)?.items.map((item) => [item.title, item.refund?.reason ?? null]);
    expect(lines(checkout.orderId)).toEqual([["Cancelled Night", "show_cancelled"]]);
    const earlier = mine.filter((each) => each.id !== checkout.orderId && each.status === "paid");
    expect(earlier.length).toBeGreaterThan(0);
    for (const each of earlier) expect(lines(each.id)?.map(([title]) => title)).not.toContain("Cancelled Night");
    expect(earlier.flatMap((each) => each.items.map((item) => item.refund?.reason ?? "none"))).not.toContain("show_cancelled");
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

  it("refuses a paid order's line it does not have, on another chain, of an unknown order or listing, or not a cart's", async () => {
    const [night, other] = [await publishListing(t.db, entry("Paid Night")), await publishListing(t.db, entry("Unsold Night"))];
    listingsChanged(t.db);
    const checkout = await checkoutOf([night]);
    const txHash = await wallets.sendCalls(buyer, checkout.calls);
    expect((await confirm(checkout.orderId, txHash)).status).toBe(200);
    const line = { kind: "scratch-door-entry", orderId: checkout.orderId, listingId: night, ...CANCELLED };
    const refused = (changes: Partial<typeof line>, chain = t.deps.chain) =>
      expect(refundOrderLine(t.db, chain, { ...line, ...changes })).rejects.toMatchObject({ code: "not_found" });

    await refused({ listingId: other });
    await refused({}, { ...t.deps.chain, chainId: t.deps.chain.chainId + 1 });
    await refused({ orderId: crypto.randomUUID() });
    await refused({ listingId: crypto.randomUUID() });
    // Only a cart order sells listings; an order of any other kind naming one is no cart line.
    const asOrder = (kind: string, payee: string | null) => t.db.update(orders).set({ kind, payee }).where(eq(orders.id, checkout.orderId));
    await asOrder("scratch-door-pass", seller.address.toLowerCase());
    await refused({});
    await asOrder("cart", null);
    expect(await refundsOf(txHash)).toEqual([]);
  });
});

describe("refundLine", () => {
  it("owes nothing without the payment and its payer, or once the order is no longer paid", async () => {
    const night = await publishListing(t.db, entry("Lost Night"));
    listingsChanged(t.db);
    const checkout = await checkoutOf([night]);
    const txHash = await wallets.sendCalls(buyer, checkout.calls);
    expect((await confirm(checkout.orderId, txHash)).status).toBe(200);
    const paid = await findOrder(t.db, checkout.orderId);
    const [line] = await findOrderItems(t.db, [checkout.orderId]);
    if (!paid || !line) throw new Error("no paid order");
    const refund = (order: typeof paid) => t.db.transaction((tx) => refundLine(tx, t.deps.chain, order, line, CANCELLED));

    expect(await refund({ ...paid, txHash: null })).toBe(false);
    expect(await refund({ ...paid, buyerWallet: null })).toBe(false);
    // Its payment lost with a restored chain: the order is quoted again, and a refund read before owes nothing.
    expect(await reopenLostOrders(t.db, t.deps.chain.chainId, [txHash.toLowerCase()])).toBe(1);
    expect(await refund(paid)).toBe(false);
    expect(await refundsOf(txHash)).toEqual([]);
    expect((await findOrderItems(t.db, [checkout.orderId]))[0]?.refundedAt).toBeNull();
  });
});
