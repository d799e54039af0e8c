import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { keccak256, parseEther, toHex, type HDAccount, type Hash } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { activityLogs, marketplaceListings, orders, payouts } from "@wbe3/db";
import {
  ORDER_NOT_FOUND,
  registerSellingArea,
  type Checkout,
  type MarketplacePage,
  type Order,
  type RevenueSplit,
  type SessionUser,
} from "@wbe3/domain";
import { createChainClient } from "../../adapters/chain/chain-client.ts";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import { listingsChanged, publishListing, type ListingToPublish } from "../marketplace/service.ts";
import { confirmOrderRow, createPaymentOrder, grantFreeOrder } from "./service.ts";

// A scratch box office selling seats through the cart under its own revenue source, registered as
// a real area is: what a confirmation records of a paid cart order, and that it records it once.
registerSellingArea({
  area: "scratch-box-office",
  categories: [{ id: "scratch-box-office-seats", label: "Seats", filter: false }],
  listingKinds: [
    {
      kind: "scratch-box-office-seat",
      label: "Seat",
      categories: ["scratch-box-office-seats"],
      deliveries: ["none"],
      revenueSource: "scratch-box-office-seats",
    },
  ],
  revenueSources: [{ id: "scratch-box-office-seats", label: "Seats" }],
  orderKinds: [
    // A season ticket continues the buyer's series; a pass is granted free once.
    { kind: "scratch-box-office-season", label: "Season" },
    { kind: "scratch-box-office-pass", label: "Pass", sequence: "independent", freeGrantUsed: "You had your free pass." },
  ],
});

// Accounts of this file alone (each starts with WBE3, see global-setup): 120 buys; 121–124 sell and only receive.
const ACCOUNTS = devAccounts(125);
const buyer = ACCOUNTS[120] as HDAccount;
const [bandLeader, bandMember, promoter, oldPromoter] = [121, 122, 123, 124].map((i) =>
  (ACCOUNTS[i] as HDAccount).address.toLowerCase(),
) as [string, string, string, string];
const actors = chainActors([0]);
const feeRecipient = actors.address(0).toLowerCase();
const PRICE = parseEther("2");

let t: TestApp;
let cookie: string;
let buyerUser: SessionUser;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);

const seat = (title: string, sellerWallet: string, splits: RevenueSplit[] = []): ListingToPublish => ({
  kind: "scratch-box-office-seat",
  category: "scratch-box-office-seats",
  delivery: "none",
  title,
  seller: { id: null, kind: "partner", name: "Scratch Box Office" },
  description: "",
  price: PRICE,
  imageUrl: null,
  sellerWallet,
  splits,
  supplyCap: 10,
});

/** Lists these seats, puts them in the buyer's cart and answers the checkout. */
async function checkoutOf(listings: ListingToPublish[]): Promise<{ checkout: Checkout; ids: string[] }> {
  const ids: string[] = [];
  for (const listing of listings) ids.push(await publishListing(t.db, listing));
  listingsChanged(t.db);
  for (const listingId of ids) expect((await call(cookie, "POST", "/api/cart/items", { listingId })).status).toBe(200);
  const answer = await call(cookie, "POST", "/api/orders");
  expect(answer.status).toBe(201);
  return { checkout: answer.body as Checkout, ids };
}

const confirm = (orderId: string, txHash: string) => call(cookie, "POST", `/api/orders/${orderId}/confirm`, { txHash });
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0] ?? expect.fail("no order");
const leftOf = async (title: string) =>
  ((await call(null, "GET", `/api/marketplace?q=${encodeURIComponent(title)}`)).body as MarketplacePage).items[0]?.left;
/** Our chain, unreachable: what a confirmation answers from the database alone. */
const unreachableChain = () => ({ ...t.deps.chain, client: createChainClient("http://127.0.0.1:9", t.deps.chain.chainId) });

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const signedIn = await signInWithWallet(t, buyer);
  if (!signedIn.body.user) throw new Error("no signed-in user");
  [cookie, buyerUser] = [signedIn.cookie, signedIn.body.user];
});
afterAll(() => t.close());

describe("a confirmed cart order", () => {
  it("pays each wallet under where its money came from: the seller's kind, a split, a kind since gone, the fee", async () => {
    const { checkout, ids } = await checkoutOf([
      seat("Band Seat", bandLeader, [
        { wallet: bandLeader, bps: 7000 },
        { wallet: bandMember, bps: 3000 },
      ]),
      seat("Promoter Seat", promoter),
      seat("Old Seat", oldPromoter),
    ]);
    expect(await leftOf("Promoter Seat")).toBe(10);
    // A kind no area registers any more still counts its seller's money, as a sale.
    await t.db
      .update(marketplaceListings)
      .set({ kind: "scratch-box-office-retired" })
      .where(eq(marketplaceListings.id, ids[2] ?? ""));
    const txHash = await wallets.sendCalls(buyer, checkout.calls);

    const confirmed = await confirm(checkout.orderId, txHash);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body as Order).toMatchObject({ status: "paid", txHash: txHash.toLowerCase() });
    const paid = await t.db.select().from(payouts).where(eq(payouts.orderId, checkout.orderId));
    expect(Object.fromEntries(paid.map((payout) => [payout.wallet, payout.source]))).toEqual({
      [bandLeader]: "split",
      [bandMember]: "split",
      [promoter]: "scratch-box-office-seats",
      [oldPromoter]: "sale",
      [feeRecipient]: "royalty",
    });
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.action, "order_paid"));
    expect(logged.filter((row) => row.details.orderId === checkout.orderId)).toEqual([
      expect.objectContaining({
        userId: buyerUser.id,
        details: { orderId: checkout.orderId, txHash: txHash.toLowerCase(), total: (PRICE * 3n).toString(), items: 3 },
      }),
    ]);
    // Searches see the sale at once.
    expect(await leftOf("Promoter Seat")).toBe(9);
  });

  it("records the payment of a line whose listing was deleted after the checkout, and the other lines' sales", async () => {
    const { checkout, ids } = await checkoutOf([seat("Kept Seat", promoter), seat("Deleted Seat", oldPromoter)]);
    await t.db.delete(marketplaceListings).where(eq(marketplaceListings.id, ids[1] ?? ""));
    const txHash = await wallets.sendCalls(buyer, checkout.calls);

    const confirmed = await confirm(checkout.orderId, txHash);
    expect([confirmed.status, (confirmed.body as Order).status]).toEqual([200, "paid"]);
    const paid = await t.db.select().from(payouts).where(eq(payouts.orderId, checkout.orderId));
    // The money paid to the deleted listing's seller is still counted; no listing names its source.
    expect(Object.fromEntries(paid.map((payout) => [payout.wallet, payout.source]))).toMatchObject({
      [promoter]: "scratch-box-office-seats",
      [oldPromoter]: "royalty",
    });
    expect(await leftOf("Kept Seat")).toBe(9);
  });
});

describe("confirming an order", () => {
  it("takes one transaction per order and one order per transaction", async () => {
    const first = await checkoutOf([seat("First Seat", promoter)]);
    const firstTx = await wallets.sendCalls(buyer, first.checkout.calls);
    const asRead = await orderRow(first.checkout.orderId);
    expect((await confirm(first.checkout.orderId, firstTx)).status).toBe(200);
    const second = await checkoutOf([seat("Second Seat", promoter)]);
    const secondTx = await wallets.sendCalls(buyer, second.checkout.calls);

    // A paid order confirmed with another transaction, and another order with the transaction that paid the first.
    const paidByOther = await confirm(first.checkout.orderId, secondTx);
    expect([paidByOther.status, errorOf(paidByOther).reason]).toEqual([409, "order_paid_by_other_tx"]);
    const txUsed = await confirm(second.checkout.orderId, firstTx);
    expect([txUsed.status, errorOf(txUsed).reason]).toEqual([409, "tx_already_used"]);
    expect((await confirm(second.checkout.orderId, secondTx)).status).toBe(200);
    expect(await orderRow(first.checkout.orderId)).toMatchObject({ status: "paid", txHash: firstTx.toLowerCase() });

    // Read as quoted before the first was recorded, then confirmed with a transaction the chain
    // vouches for as well (it answers the first's receipt): the order keeps the transaction that paid it.
    const receipt = await t.deps.chain.client.getTransactionReceipt({ hash: firstTx });
    const vouching = { ...t.deps.chain, client: { ...t.deps.chain.client, getTransactionReceipt: () => Promise.resolve(receipt) } };
    const lookalike: Hash = keccak256(toHex("a transaction that never paid this order"));
    // The transaction that paid it, found recorded for this very order by a confirmation alongside: no conflict.
    expect(await confirmOrderRow(t.db, t.deps.chain, asRead, firstTx)).toMatchObject({ status: "paid", txHash: firstTx.toLowerCase() });
    await expect(confirmOrderRow(t.db, vouching as typeof t.deps.chain, asRead, lookalike)).rejects.toMatchObject({
      code: "conflict",
      reason: "order_paid_by_other_tx",
    });
  });

  it("answers a paid order from the database, without the chain", async () => {
    const { checkout } = await checkoutOf([seat("Quiet Seat", promoter)]);
    const txHash = await wallets.sendCalls(buyer, checkout.calls);
    expect((await confirm(checkout.orderId, txHash)).status).toBe(200);
    const paid = await orderRow(checkout.orderId);
    expect(await confirmOrderRow(t.db, unreachableChain(), paid, txHash)).toMatchObject({
      status: "paid",
      txHash: txHash.toLowerCase(),
    });
    const other = keccak256(toHex("another transaction"));
    await expect(confirmOrderRow(t.db, unreachableChain(), paid, other)).rejects.toMatchObject({ reason: "order_paid_by_other_tx" });
  });

  it("is refused for an order that does not exist", async () => {
    const answer = await confirm(crypto.randomUUID(), keccak256(toHex("no order")));
    expect([answer.status, errorOf(answer).message]).toEqual([404, ORDER_NOT_FOUND]);
  });

  it("is refused for another user's order, as if it did not exist, and leaves it unpaid", async () => {
    const { checkout } = await checkoutOf([seat("Someone Else's Seat", promoter)]);
    const txHash = await wallets.sendCalls(buyer, checkout.calls);
    const other = await signInWithWallet(t, ACCOUNTS[122] as HDAccount);
    const answer = await call(other.cookie, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash });
    expect([answer.status, errorOf(answer).message]).toEqual([404, ORDER_NOT_FOUND]);
    expect((await orderRow(checkout.orderId)).status).toBe("quoted");
  });

  it("answers a free grant as granted, whatever transaction comes with it", async () => {
    const period = { from: new Date(), until: new Date(Date.now() + 86_400_000) };
    const pass = { kind: "scratch-box-office-pass", title: "Free pass", subject: { pass: "free" }, period };
    const granted = await grantFreeOrder(t.db, t.deps.chain.chainId, buyerUser, pass);
    const answer = await confirm(granted.orderId, keccak256(toHex("no payment")));
    expect([answer.status, (answer.body as Order).status]).toEqual([200, "granted"]);
  });

  it("refuses a void order, answered from the database, and to a confirmation that read it before it was void", async () => {
    // A season priced from no earlier one; then a season completes by a path the chain does not
    // see (written straight to the database, as a bug or a legacy contract could leave it).
    const voided = await createPaymentOrder(t.db, t.deps.chain, buyerUser, {
      kind: "scratch-box-office-season",
      title: "Season",
      amount: PRICE,
      basis: null,
    });
    await t.db.insert(orders).values({
      id: crypto.randomUUID(),
      userId: buyerUser.id,
      kind: "scratch-box-office-season",
      status: "paid",
      buyerWallet: buyer.address.toLowerCase(),
      total: 1n,
      expiresAt: new Date(),
      payee: feeRecipient,
      chainId: t.deps.chain.chainId,
      txHash: keccak256(toHex("a season paid elsewhere")),
      paidAt: new Date(),
      basis: "none",
    });
    const voidTx = await wallets.sendCalls(buyer, voided.calls);
    const asRead = await orderRow(voided.orderId);
    const refused = await confirm(voided.orderId, voidTx);
    expect([refused.status, errorOf(refused).reason]).toEqual([409, "order_void"]);

    const voidRow = await orderRow(voided.orderId);
    expect(voidRow.status).toBe("void");
    await expect(confirmOrderRow(t.db, unreachableChain(), voidRow, voidTx)).rejects.toMatchObject({ reason: "order_void" });
    await expect(confirmOrderRow(t.db, t.deps.chain, asRead, voidTx)).rejects.toMatchObject({ reason: "order_void" });
  });
});
