import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, http, parseEther, parseUnits, type Address, type Hash, type HDAccount } from "viem";
import { eq } from "drizzle-orm";
import { devAccounts, ticketNFTAbi, trackNFTAbi, wbe3TokenAbi } from "@wbe3/contracts";
import { activityLogs, DEMO_LISTINGS, DEMO_SELLER_WALLETS, marketplaceListings, orderItems, orders } from "@wbe3/db";
import {
  CART_LINE_NOTES,
  CHECKOUT_CLOSED,
  LISTING_NOT_FOUND,
  NOT_AN_EDITION,
  NOT_AN_ORDER_PAYMENT,
  REVIEW_CART,
  sellerNotReady,
  WALLET_NEEDED_TO_BUY,
  type ApiErrorBody,
  type Cart,
  type Checkout,
  type Order,
} from "@wbe3/domain";
import { reconcileWithChain } from "../../chain-reconcile.ts";
import { createLogger } from "../../lib/logger.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { sessionCookie, signInWithWallet } from "../../test/auth-helpers.ts";
import { mintingArtist, mintTrack } from "../../test/mint-flow.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Accounts of this file alone: 7 lends WBE3 (a funded dev account no other file sends from),
// 41–44 buy and sell (given ETH for gas here).
const ACCOUNTS = devAccounts(45);
const bank = ACCOUNTS[7] as HDAccount;
const [buyer, secondBuyer, artistAccount, emptyWallet] = [41, 42, 43, 44].map((i) => ACCOUNTS[i] as HDAccount) as [
  HDAccount,
  HDAccount,
  HDAccount,
  HDAccount,
];
const actors = chainActors([0]);
const client = () => t.deps.chain.client;
const walletOf = (account: HDAccount) => createWalletClient({ account, chain: actors.chain, transport: http(actors.rpcUrl) });

const [, , ring, amberWaves] = DEMO_LISTINGS as unknown as { id: string; title: string; artistName: string; price: bigint }[];
if (!ring || !amberWaves) throw new Error("the demo listings changed");

let t: TestApp;
let cookies: Record<"buyer" | "second" | "empty", string>;

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const res = await t.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await res.json();
  return { status: res.status, body: answer };
}

const error = (answer: { body: unknown }) => (answer.body as ApiErrorBody).error;

async function mined(hash: Hash) {
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
  return receipt;
}

async function wbe3Of(address: string): Promise<bigint> {
  return client().readContract({
    address: t.deps.chain.contracts.WBE3Token,
    abi: wbe3TokenAbi,
    functionName: "balanceOf",
    args: [address as Address],
  });
}

/** Sends the checkout's calls from the buyer's wallet, in order, as a wallet without batching would. */
async function pay(account: HDAccount, checkout: Checkout): Promise<Hash> {
  const wallet = walletOf(account);
  let last: Hash | undefined;
  for (const callData of checkout.calls) {
    last = await wallet.sendTransaction({ to: callData.to, data: callData.data, value: BigInt(callData.value) });
    await mined(last);
  }
  if (!last) throw new Error("no calls");
  return last;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const account of [buyer, secondBuyer, artistAccount]) {
    await actors.testClient.setBalance({ address: account.address, value: parseEther("10") });
  }
  for (const account of [buyer, secondBuyer]) {
    await mined(
      await walletOf(bank).writeContract({
        address: t.deps.chain.contracts.WBE3Token,
        abi: wbe3TokenAbi,
        functionName: "transfer",
        args: [account.address, parseUnits("100", 18)],
      }),
    );
  }
  cookies = {
    buyer: (await signInWithWallet(t, buyer)).cookie,
    second: (await signInWithWallet(t, secondBuyer)).cookie,
    empty: (await signInWithWallet(t, emptyWallet)).cookie,
  };
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

describe("checkout", () => {
  it("sells three kinds in one order: sellers, fee and the buyer's tokens come out exact, and the cart empties", async () => {
    const sellers = [DEMO_SELLER_WALLETS[ring.artistName], DEMO_SELLER_WALLETS[amberWaves.artistName]] as string[];
    await call(cookies.buyer, "POST", "/api/cart/items", { listingId: ring.id, quantity: 2 });
    await call(cookies.buyer, "POST", "/api/cart/items", { listingId: amberWaves.id });
    const created = await call(cookies.buyer, "POST", "/api/orders");
    expect(created.status).toBe(201);
    const checkout = created.body as Checkout;
    const total = ring.price * 2n + amberWaves.price;
    expect(checkout).toMatchObject({ total: total.toString(), currency: "WBE3", items: [{ quantity: 2 }, { quantity: 1 }] });
    expect(checkout.calls).toHaveLength(2);

    // A second click answers the same order: one order id can be settled once.
    const again = (await call(cookies.buyer, "POST", "/api/orders")).body as Checkout;
    expect(again.orderId).toBe(checkout.orderId);

    const feeRecipient = actors.address(0);
    const before = await Promise.all([buyer.address, ...sellers, feeRecipient].map(wbe3Of));
    const txHash = await pay(buyer, checkout);
    const confirmed = await call(cookies.buyer, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash });
    expect(confirmed.status).toBe(200);
    const order = confirmed.body as Order;
    expect(order).toMatchObject({ status: "paid", txHash: txHash.toLowerCase() });
    const after = await Promise.all([buyer.address, ...sellers, feeRecipient].map(wbe3Of));

    // 2.5 % platform fee; the ERC-2981 royalty of a token created on purchase goes to its seller.
    const fee = (gross: bigint) => (gross * 250n) / 10_000n;
    const gained = after.map((balance, i) => balance - (before[i] ?? 0n));
    expect(gained).toEqual([
      -total,
      ring.price * 2n - fee(ring.price * 2n),
      amberWaves.price - fee(amberWaves.price),
      fee(ring.price * 2n) + fee(amberWaves.price),
    ]);

    for (const item of order.items) {
      if (!item.token) throw new Error(`no token delivered for ${item.title}`);
      const balance = await client().readContract({
        address: item.token.contract as Address,
        abi: ticketNFTAbi,
        functionName: "balanceOf",
        args: [buyer.address, BigInt(item.token.tokenId)],
      });
      expect(balance).toBe(BigInt(item.quantity));
    }
    expect(((await call(cookies.buyer, "GET", "/api/cart")).body as Cart).items).toEqual([]);
    const [listing] = await t.db.select().from(marketplaceListings).where(eq(marketplaceListings.id, ring.id));
    expect(listing).toMatchObject({ sold: 2, tokenContract: order.items[0]?.token?.contract });
    const listed = (await call(cookies.buyer, "GET", "/api/orders")).body as { orders: Order[] };
    expect(listed.orders[0]).toMatchObject({ id: checkout.orderId, status: "paid" });
  });

  it("records 20 parallel confirmations once and answers every one the paid order", async () => {
    await call(cookies.second, "POST", "/api/cart/items", { listingId: amberWaves.id });
    const checkout = (await call(cookies.second, "POST", "/api/orders")).body as Checkout;
    const txHash = await pay(secondBuyer, checkout);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(cookies.second, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.action, "order_paid"));
    expect(logged.filter((row) => (row.details as { orderId: string }).orderId === checkout.orderId)).toHaveLength(1);
    const [listing] = await t.db.select().from(marketplaceListings).where(eq(marketplaceListings.id, amberWaves.id));
    expect(listing?.sold).toBe(2);
  });

  it("refuses a transaction that is not this order's checkout, and another buyer's order", async () => {
    await call(cookies.second, "POST", "/api/cart/items", { listingId: ring.id });
    const checkout = (await call(cookies.second, "POST", "/api/orders")).body as Checkout;
    const transfer = await walletOf(secondBuyer).writeContract({
      address: t.deps.chain.contracts.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "transfer",
      args: [buyer.address, 1n],
    });
    await mined(transfer);
    const wrongTx = await call(cookies.second, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash: transfer });
    expect([wrongTx.status, error(wrongTx).message]).toEqual([400, NOT_AN_ORDER_PAYMENT]);
    const notTheirs = await call(cookies.buyer, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash: transfer });
    expect(notTheirs.status).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, checkout.orderId));
    expect(row?.status).toBe("quoted");
    await call(cookies.second, "DELETE", `/api/cart/items/${ring.id}`);
  });

  it("transfers a minted one-of-one from the artist who listed it", async () => {
    const artist = await mintingArtist(t, artistAccount, "oneofone.artist");
    const { upload, tokenURI } = await artist.preparedUpload("One of One");
    const artistWallet = walletOf(artistAccount);
    const mintTx = await mintTrack(artistWallet, client(), t.deps.chain.contracts.TrackNFT, tokenURI);
    expect((await artist.confirm(upload.id, mintTx)).status).toBe(200);
    const [listing] = await t.db.select().from(marketplaceListings).where(eq(marketplaceListings.uploadId, upload.id));
    if (!listing) throw new Error("the minted upload has no listing");
    expect(listing).toMatchObject({ delivery: "transfer721", supplyCap: 1, sellerWallet: artistAccount.address.toLowerCase() });
    await call(cookies.buyer, "POST", "/api/cart/items", { listingId: listing.id });

    // Until the artist lets the marketplace deliver their tokens, checkout says so and quotes nothing.
    const notReady = await call(cookies.buyer, "POST", "/api/orders");
    expect([notReady.status, error(notReady).message]).toEqual([409, sellerNotReady("One of One")]);
    await mined(
      await artistWallet.writeContract({
        address: t.deps.chain.contracts.TrackNFT,
        abi: trackNFTAbi,
        functionName: "setApprovalForAll",
        args: [t.deps.chain.contracts.WBE3Marketplace, true],
      }),
    );
    const checkout = (await call(cookies.buyer, "POST", "/api/orders")).body as Checkout;
    const txHash = await pay(buyer, checkout);
    const order = (await call(cookies.buyer, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash })).body as Order;
    const tokenId = BigInt(order.items[0]?.token?.tokenId ?? "0");
    const owner = await client().readContract({
      address: t.deps.chain.contracts.TrackNFT,
      abi: trackNFTAbi,
      functionName: "ownerOf",
      args: [tokenId],
    });
    expect(owner).toBe(buyer.address);

    // One of one: sold out for everyone now.
    const soldOut = await call(cookies.second, "POST", "/api/cart/items", { listingId: listing.id });
    expect(soldOut.status).toBe(409);
  });

  it("reopens an order whose payment a restored local chain no longer has, taking its sales back", async () => {
    await call(cookies.second, "POST", "/api/cart/items", { listingId: ring.id, quantity: 3 });
    const checkout = (await call(cookies.second, "POST", "/api/orders")).body as Checkout;
    const [before] = await t.db.select().from(marketplaceListings).where(eq(marketplaceListings.id, ring.id));
    // Recorded as paid by a transaction the chain never mined (as after a restore to an older state).
    const lostTx = `0x${"ab".repeat(32)}`;
    await t.db.update(orders).set({ status: "paid", txHash: lostTx, paidAt: new Date() }).where(eq(orders.id, checkout.orderId));
    await t.db
      .update(marketplaceListings)
      .set({ sold: (before?.sold ?? 0) + 3 })
      .where(eq(marketplaceListings.id, ring.id));
    await t.db
      .update(orderItems)
      .set({ tokenContract: before?.tokenContract ?? null, tokenId: before?.tokenId ?? 1n })
      .where(eq(orderItems.orderId, checkout.orderId));

    const report = await reconcileWithChain(t.db, t.deps.chain, createLogger("silent"));
    expect(report.ordersReopened).toBe(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, checkout.orderId));
    expect(order).toMatchObject({ status: "quoted", txHash: null, paidAt: null });
    const [after] = await t.db.select().from(marketplaceListings).where(eq(marketplaceListings.id, ring.id));
    expect(after?.sold).toBe(before?.sold);
    await call(cookies.second, "DELETE", `/api/cart/items/${ring.id}`);
  });

  it("needs a wallet to buy and a platform signer to quote", async () => {
    const { cookie } = await signInWithWallet(t, ACCOUNTS[40] as HDAccount);
    await call(cookie, "POST", "/api/cart/items", { listingId: ring.id });
    const chain = t.deps.chain;
    t.deps.chain = { ...chain, quoteSigner: undefined };
    try {
      const closed = await call(cookie, "POST", "/api/orders");
      expect(closed.body).toEqual({ error: { code: "unavailable", message: CHECKOUT_CLOSED } });
    } finally {
      t.deps.chain = chain;
    }
    const signup = await t.request("/api/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "no.wallet@wbe3.example", password: "a long passphrase 42", name: "No Wallet", role: "fan" }),
    });
    const emailOnly = sessionCookie(signup);
    expect((await call(emailOnly, "POST", "/api/cart/items", { listingId: ring.id })).status).toBe(200);
    const noWallet = await call(emailOnly, "POST", "/api/orders");
    expect([noWallet.status, error(noWallet).message]).toEqual([409, WALLET_NEEDED_TO_BUY]);
  });
});
