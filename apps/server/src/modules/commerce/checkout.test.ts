import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, type Address, type HDAccount } from "viem";
import { eq } from "drizzle-orm";
import { devAccounts, ticketNFTAbi, trackNFTAbi, wbe3TokenAbi } from "@wbe3/contracts";
import { activityLogs, DEMO_SELLER_WALLETS, marketplaceListings, orderItems, orders } from "@wbe3/db";
import {
  CHECKOUT_CLOSED,
  NOT_AN_ORDER_PAYMENT,
  sellerNotReady,
  WALLET_NEEDED_TO_BUY,
  type Cart,
  type Checkout,
  type Order,
} from "@wbe3/domain";
import { reconcileWithChain } from "../../chain-reconcile.ts";
import { createLogger } from "../../lib/logger.ts";
import { apiCaller, errorOf as error } from "../../test/api-call.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { sessionCookie, signInWithWallet } from "../../test/auth-helpers.ts";
import { demoEditions } from "../../test/demo-listings.ts";
import { mintingArtist, mintTrack } from "../../test/mint-flow.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";

// Accounts of this file alone: 7 lends WBE3 (a funded dev account no other file sends from),
// 41–43 buy and sell (given ETH for gas here; 44 is the cart tests').
const ACCOUNTS = devAccounts(45);
const bank = ACCOUNTS[7] as HDAccount;
const [buyer, secondBuyer, artistAccount] = [41, 42, 43].map((i) => ACCOUNTS[i] as HDAccount) as [HDAccount, HDAccount, HDAccount];
const actors = chainActors([0]);
const { ring, amberWaves } = demoEditions();

let t: TestApp;
let cookies: Record<"buyer" | "second", string>;
const call = apiCaller(() => t);
const client = () => t.deps.chain.client;
const { walletOf, mined, sendCalls, lendWbe3, wbe3ChangesIn } = testWallets(actors, () => t);
/** Sends the checkout's calls from the buyer's wallet, in order, as a wallet without batching would. */
const pay = (account: HDAccount, checkout: Checkout) => sendCalls(account, checkout.calls);

beforeAll(async () => {
  t = await createTestApp();
  for (const account of [buyer, secondBuyer, artistAccount]) {
    await actors.testClient.setBalance({ address: account.address, value: parseEther("10") });
  }
  for (const account of [buyer, secondBuyer]) await lendWbe3(bank, account.address, "100");
  cookies = {
    buyer: (await signInWithWallet(t, buyer)).cookie,
    second: (await signInWithWallet(t, secondBuyer)).cookie,
  };
});
afterAll(() => t.close());

describe("checkout", () => {
  it("sells three kinds in one order: sellers, fee and the buyer's tokens come out exact, and the cart empties", async () => {
    const sellers = [DEMO_SELLER_WALLETS[ring.sellerName], DEMO_SELLER_WALLETS[amberWaves.sellerName]] as string[];
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
    const txHash = await pay(buyer, checkout);
    const confirmed = await call(cookies.buyer, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash });
    expect(confirmed.status).toBe(200);
    const order = confirmed.body as Order;
    expect(order).toMatchObject({ status: "paid", txHash: txHash.toLowerCase() });

    // 2.5 % platform fee; the ERC-2981 royalty of a token created on purchase goes to its seller.
    const fee = (gross: bigint) => (gross * 250n) / 10_000n;
    // The payment's own block: other files pay the same fee recipient and demo sellers meanwhile.
    const gained = await wbe3ChangesIn(txHash, [buyer.address, ...sellers, feeRecipient]);
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
      expect(closed.body).toEqual({ error: { code: "unavailable", reason: "unavailable", message: CHECKOUT_CLOSED } });
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
