import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { decodeFunctionData, getAddress, recoverTypedDataAddress, type Hex } from "viem";
import { eq, inArray } from "drizzle-orm";
import { checkoutQuoteTypedData, platformSignerDevAccount, trackNFTAbi, wbe3MarketplaceAbi } from "@wbe3/contracts";
import { cartItems, DEMO_LISTINGS, marketplaceListings, orders, seedDemo, storedFiles, users, type DatabaseHandle } from "@wbe3/db";
import { openTestDatabase } from "@wbe3/db/testing";
import {
  AppError,
  CART_EMPTY,
  ORDER_QUOTE_TTL_MS,
  REVIEW_CART,
  sellerNotReady,
  SHIPPING_ADDRESS_NEEDED,
  type Checkout,
  type SessionUser,
} from "@wbe3/domain";
import { accountQuoteSigner } from "../../adapters/chain/quote-signer.ts";
import { uuidToBytes32 } from "../../adapters/chain/bytes32.ts";
import { createLocalContentStore } from "../../adapters/content-store/content-store.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { suiteChain } from "../../test/suite-chain.ts";
import { storedFileRecords } from "../files/service.ts";
import { addToCart } from "./cart.ts";
import { checkout, type CheckoutDeps } from "./checkout.ts";
import { quoteFromJson } from "./quote.ts";

// What a checkout quotes and stores, called directly (no app, no payment: the chain is only read,
// so mutation testing decides each mutant in seconds). Paying a quote is checkout.test.ts's.
// Accounts of this file alone: 132 buys, 133 sells a transferred token and lets the marketplace
// deliver it, 134 sells one without.
const actors = chainActors([132, 133, 134]);
const [ring, amberWaves, loft] = [2, 3, 4].map((i) => DEMO_LISTINGS[i]) as [
  (typeof DEMO_LISTINGS)[number],
  (typeof DEMO_LISTINGS)[number],
  (typeof DEMO_LISTINGS)[number],
];
const address = { name: "A Buyer", line1: "1 Road", line2: "", city: "Town", region: "", postalCode: "1000", country: "NL" };

let handle: DatabaseHandle;
let dataDir: string;
let deps: CheckoutDeps;
let buyer: SessionUser;
/** The three listings as seeded: each test starts from them. */
let seeded: (typeof marketplaceListings.$inferSelect)[] = [];

const buy = (input: { shippingAddress?: typeof address } = {}) => checkout(deps, buyer, input);
const add = (listingId: string, quantity?: number) => addToCart(handle.db, buyer, { listingId, quantity });
const listing = (id: string, values: Partial<typeof marketplaceListings.$inferInsert>) =>
  handle.db.update(marketplaceListings).set(values).where(eq(marketplaceListings.id, id));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, message: error.message } : error),
  );
async function storedOrder(id: string) {
  const [row] = await handle.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error("the checkout stored no order");
  return row;
}
/** The quote and signature the wallet's checkout call carries. */
function checkoutCall(answer: Checkout) {
  const call = answer.calls.at(-1);
  const { functionName, args } = decodeFunctionData({ abi: wbe3MarketplaceAbi, data: call?.data as Hex });
  if (functionName !== "checkout") throw new Error(`the last call is ${functionName}`);
  return { quote: args[0], signature: args[1], proofs: args[2] };
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db);
  dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-checkout-quote-"));
  const chain = { ...suiteChain(), quoteSigner: accountQuoteSigner(platformSignerDevAccount()) };
  deps = {
    db: handle.db,
    chain,
    contentStore: createLocalContentStore(storedFileRecords(handle.db), dataDir),
    origin: "https://wbe3.example",
  };
  const wallet = actors.address(0).toLowerCase();
  const [row] = await handle.db.insert(users).values({ walletAddress: wallet }).returning();
  if (!row) throw new Error("no buyer");
  seeded = await handle.db
    .select()
    .from(marketplaceListings)
    .where(inArray(marketplaceListings.id, [ring.id, amberWaves.id, loft.id]));
  buyer = {
    id: row.id,
    email: null,
    name: null,
    walletAddress: wallet,
    role: "fan",
    emailVerified: false,
    privileged: false,
    pendingRole: null,
  };
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await handle.db.delete(cartItems);
  await handle.db.delete(orders);
  for (const { id, price, delivery, sellerWallet, tokenContract, tokenId, presaleEndsAt, presaleAllowlist } of seeded) {
    await listing(id, { price, delivery, sellerWallet, tokenContract, tokenId, presaleEndsAt, presaleAllowlist });
  }
});

describe("checkout's quote", () => {
  it("signs the cart's lines for this buyer and stores them as the order, valid for the quote's time", async () => {
    await add(ring.id, 2);
    await add(amberWaves.id);
    const before = Date.now();
    const answer = await buy();
    const order = await storedOrder(answer.orderId);
    const { quote, signature } = checkoutCall(answer);
    const stored = quoteFromJson(order.quote);
    expect(quote).toEqual(stored);
    expect(quote).toMatchObject({ orderId: uuidToBytes32(answer.orderId), buyer: actors.address(0) });
    expect(quote.items.map((item) => [item.listingId, item.quantity, item.unitPrice])).toEqual([
      [uuidToBytes32(ring.id), 2n, ring.price],
      [uuidToBytes32(amberWaves.id), 1n, amberWaves.price],
    ]);
    // Each edition created on purchase gets its own stored metadata.
    expect(quote.items.map((item) => item.uri)).toEqual([expect.stringMatching(/^ipfs:\/\/\w+$/), expect.stringMatching(/^ipfs:\/\/\w+$/)]);
    expect(quote.items[0]?.uri).not.toBe(quote.items[1]?.uri);
    const { chainId, contracts } = deps.chain;
    const signer = await recoverTypedDataAddress({
      ...checkoutQuoteTypedData(stored, { chainId, marketplace: contracts.WBE3Marketplace }),
      signature,
    });
    expect(signer).toBe(platformSignerDevAccount().address);

    const total = ring.price * 2n + amberWaves.price;
    expect(order).toMatchObject({
      userId: buyer.id,
      buyerWallet: buyer.walletAddress,
      status: "quoted",
      total,
      chainId,
      shippingAddress: null,
    });
    expect(order.signature).toBe(signature);
    expect(order.expiresAt.getTime()).toBeGreaterThanOrEqual(before + ORDER_QUOTE_TTL_MS - 1000);
    expect(order.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + ORDER_QUOTE_TTL_MS);
    expect(quote.deadline).toBe(BigInt(Math.floor(order.expiresAt.getTime() / 1000)));
    expect(answer).toMatchObject({ total: total.toString(), expiresAt: order.expiresAt.toISOString() });
    expect(answer.items.map((item) => [item.title, item.quantity, item.unitPrice])).toEqual([
      [ring.title, 2, ring.price.toString()],
      [amberWaves.title, 1, amberWaves.price.toString()],
    ]);
  });

  it("answers the same order for the same cart and address, and a new one for any change", async () => {
    await add(ring.id, 2);
    const first = await buy();
    expect((await buy()).orderId).toBe(first.orderId);
    const changes = [
      () => add(ring.id, 3),
      () => add(amberWaves.id),
      () => handle.db.delete(cartItems).where(eq(cartItems.listingId, amberWaves.id)),
      // Another listing at the same price and quantity.
      async () => {
        await listing(amberWaves.id, { price: ring.price });
        await handle.db.delete(cartItems);
        await add(amberWaves.id, 3);
      },
      // A new price, accepted by adding the line again.
      async () => {
        await listing(amberWaves.id, { price: amberWaves.price });
        await add(amberWaves.id, 3);
      },
    ];
    const seen = new Set([first.orderId]);
    for (const change of changes) {
      await change();
      const again = await buy();
      expect(seen.has(again.orderId)).toBe(false);
      seen.add(again.orderId);
      expect((await buy()).orderId).toBe(again.orderId);
    }
  });

  it("carries the buyer's allowlist proof for a line in presale, and none for a line on open sale", async () => {
    const allowlist = [buyer.walletAddress ?? "", actors.address(1).toLowerCase()];
    await listing(amberWaves.id, { presaleEndsAt: new Date(Date.now() + 3_600_000), presaleAllowlist: allowlist });
    await add(ring.id);
    await add(amberWaves.id);
    const { proofs } = checkoutCall(await buy());
    expect(proofs).toEqual([[], [expect.stringMatching(/^0x[0-9a-f]{64}$/)]]);
  });

  it("quotes anew when the open quote expires within a minute", async () => {
    await add(ring.id);
    const first = await buy();
    await handle.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() + 90_000) })
      .where(eq(orders.id, first.orderId));
    expect((await buy()).orderId).toBe(first.orderId);
    await handle.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() + 30_000) })
      .where(eq(orders.id, first.orderId));
    expect((await buy()).orderId).not.toBe(first.orderId);
  });
});

describe("checkout's refusals", () => {
  it("refuses an empty cart, and a cart with a line to review", async () => {
    expect(await refusal(buy())).toEqual({ code: "conflict", message: CART_EMPTY });
    await add(ring.id);
    await listing(ring.id, { price: ring.price + 1n });
    expect(await refusal(buy())).toEqual({ code: "conflict", message: REVIEW_CART });
    expect(await handle.db.select().from(orders)).toEqual([]);
  });

  it("asks an address when a line ships, stores it with the order, and keeps none for a cart that does not ship", async () => {
    await listing(loft.id, { delivery: "physical", sellerWallet: actors.address(2).toLowerCase() });
    await add(ring.id);
    const digital = await buy({ shippingAddress: address });
    const filesBefore = (await handle.db.select().from(storedFiles)).length;
    expect((await storedOrder(digital.orderId)).shippingAddress).toBeNull();
    await add(loft.id);
    expect(await refusal(buy())).toEqual({ code: "bad_request", message: SHIPPING_ADDRESS_NEEDED });
    const shipped = await buy({ shippingAddress: address });
    expect((await storedOrder(shipped.orderId)).shippingAddress).toEqual(address);
    // Nothing is minted for a shipped product: no metadata stored for it, no token named.
    expect(checkoutCall(shipped).quote.items[1]?.uri).toBe("");
    expect((await handle.db.select().from(storedFiles)).length).toBe(filesBefore);
    expect((await buy({ shippingAddress: address })).orderId).toBe(shipped.orderId);
    const moved = await buy({ shippingAddress: { ...address, city: "Elsewhere" } });
    expect(moved.orderId).not.toBe(shipped.orderId);
  });

  it("quotes a transferred token only once its seller let the marketplace deliver it; an edition asks no one", async () => {
    const { TrackNFT, TicketNFT, WBE3Marketplace } = deps.chain.contracts;
    const transfer = (seller: number) => ({
      delivery: "transfer721" as const,
      tokenContract: TrackNFT.toLowerCase(),
      tokenId: 1n,
      sellerWallet: actors.address(seller).toLowerCase(),
    });
    // An edition already created names its token contract: still the seller's approval is not asked.
    await listing(ring.id, { tokenContract: TicketNFT.toLowerCase(), tokenId: 7n });
    await listing(amberWaves.id, transfer(2));
    await listing(loft.id, transfer(1));
    await add(ring.id);
    await add(loft.id);
    const approval = { address: TrackNFT, abi: trackNFTAbi, functionName: "setApprovalForAll", args: [WBE3Marketplace, true] } as const;
    const approvalTx = await actors.wallets[1]?.writeContract(approval);
    if (approvalTx) await deps.chain.client.waitForTransactionReceipt({ hash: approvalTx });
    const ready = checkoutCall(await buy()).quote.items.map((item) => [getAddress(item.token), item.tokenId]);
    expect(ready).toEqual([
      [TicketNFT, 0n],
      [TrackNFT, 1n],
    ]);
    await add(amberWaves.id);
    expect(await refusal(buy())).toEqual({ code: "conflict", message: sellerNotReady(amberWaves.title) });
  });
});
