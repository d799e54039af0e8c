import { randomUUID } from "node:crypto";
import { getAddress, type Address, type Hash } from "viem";
import { trackNFTAbi, wbe3MarketplaceAbi, wbe3TokenAbi } from "@wbe3/contracts";
import type { Database } from "@wbe3/db";
import {
  AppError,
  CART_EMPTY,
  CART_FULL,
  CART_LIMITS,
  CART_LINE_NOTES,
  CHECKOUT_CLOSED,
  formatWbe3,
  LISTING_NOT_BUYABLE,
  LISTING_NOT_FOUND,
  LISTING_UNAVAILABLE,
  NOT_AN_EDITION,
  ORDER_NOT_FOUND,
  ORDER_PAID_BY_OTHER_TX,
  ORDER_QUOTE_TTL_MS,
  OWN_LISTING,
  presaleEndText,
  quantityTooHigh,
  REVIEW_CART,
  sellerNotReady,
  SHIPPING_ADDRESS_NEEDED,
  TIER_MESSAGES,
  WALLET_NEEDED_TO_BUY,
  WALLET_NEEDED_TO_PAY,
  type AddToCartInput,
  type Cart,
  type CartLine,
  type Checkout,
  type Order,
  type OrderKind,
  type SessionUser,
  type ShippingAddress,
  type TierSubject,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { uuidToBytes32 } from "../../adapters/chain/bytes32.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import type { ContentStore } from "../../adapters/content-store/content-store.ts";
import { recordActivity } from "../activity/service.ts";
import { recordPayment, verifyPayment } from "../payments/service.ts";
import {
  listingsChanged,
  presaleClosedTo,
  presaleProofs,
  recordSales,
  saleListings,
  unrecordSales,
  type SaleListing,
} from "../marketplace/service.ts";
import { listingMetadataUri } from "./metadata.ts";
import { verifyOrderPayment, type DeliveredToken, type Payout } from "./order-verifier.ts";
import { paymentCalls } from "./payment-calls.ts";
import { checkoutCalls, checkoutItem, quoteFromJson, quoteToJson, quoteTotal, type QuoteLine } from "./quote.ts";
import {
  boughtByWallet,
  deleteCartLines,
  findCartLines,
  findCompletedOrders,
  findOpenPaymentOrder,
  findOpenQuote,
  findOrder,
  findOrderByTx,
  findOrderItems,
  findOrdersOf,
  findPaidLinesOfListings,
  insertGrantedOrder,
  insertOrder,
  insertPayouts,
  markOrderPaid,
  paidOrderTxHashes,
  payoutsByMonth,
  payoutsByMonthAndSource,
  reopenOrdersByTx,
  setDeliveredToken,
  setLinesShipped,
  upsertCartLine,
  type OrderItemRow,
  type OrderRow,
} from "./repo.ts";

const wallet = (user: SessionUser) => user.walletAddress?.toLowerCase() ?? null;

/** Copies this buyer may still take: what is left of the supply and of the per-wallet limit (null: no limit). */
function copiesLeft(listing: SaleListing, bought: number): number | null {
  const limits = [
    listing.supplyCap === null ? null : listing.supplyCap - listing.sold,
    listing.maxPerWallet === null ? null : listing.maxPerWallet - bought,
  ].filter((limit): limit is number => limit !== null);
  return limits.length === 0 ? null : Math.max(0, Math.min(...limits));
}

function describeLine(
  line: { listingId: string; quantity: number; unitPriceSeen: bigint },
  listing: SaleListing | undefined,
  bought: number,
  presaleClosed: boolean,
): CartLine {
  const base = {
    listingId: line.listingId,
    quantity: line.quantity,
    unitPriceSeen: line.unitPriceSeen.toString(),
    ships: listing?.delivery === "physical",
  };
  if (!listing) {
    return {
      ...base,
      title: "",
      artist: "",
      category: "music",
      imageUrl: null,
      unitPrice: "0",
      isEdition: false,
      maxQuantity: 0,
      state: "removed",
      note: CART_LINE_NOTES.removed,
    };
  }
  const maxQuantity = copiesLeft(listing, bought);
  const shown = {
    ...base,
    title: listing.title,
    artist: listing.artistName,
    category: listing.category,
    imageUrl: listing.imageUrl,
    unitPrice: listing.price.toString(),
    isEdition: listing.delivery !== "transfer721",
    maxQuantity,
  };
  if (!listing.active) return { ...shown, state: "removed", note: CART_LINE_NOTES.removed };
  if (!listing.sellerWallet) return { ...shown, state: "no_seller", note: CART_LINE_NOTES.no_seller };
  if (presaleClosed && listing.presaleEndsAt) {
    return { ...shown, state: "presale_only", note: CART_LINE_NOTES.presale_only(presaleEndText(listing.presaleEndsAt)) };
  }
  if (maxQuantity === 0) {
    const soldOut = listing.supplyCap !== null && listing.sold >= listing.supplyCap;
    return soldOut || listing.maxPerWallet === null
      ? { ...shown, state: "sold_out", note: CART_LINE_NOTES.sold_out }
      : { ...shown, state: "over_limit", note: CART_LINE_NOTES.limit(listing.maxPerWallet) };
  }
  if (maxQuantity !== null && line.quantity > maxQuantity) return { ...shown, state: "over_limit", note: quantityTooHigh(maxQuantity) };
  if (listing.price !== line.unitPriceSeen) {
    return {
      ...shown,
      state: "price_changed",
      note: CART_LINE_NOTES.price_changed(formatWbe3(line.unitPriceSeen), formatWbe3(listing.price)),
    };
  }
  return { ...shown, state: "ok", note: null };
}

interface CartView {
  cart: Cart;
  listings: Map<string, SaleListing>;
}

async function loadCart(db: Database, user: SessionUser): Promise<CartView> {
  const lines = await findCartLines(db, user.id);
  const ids = lines.map((line) => line.listingId);
  const buyer = wallet(user);
  const [listings, bought, presaleClosed] = await Promise.all([
    saleListings(db, ids),
    buyer ? boughtByWallet(db, buyer, ids) : new Map<string, number>(),
    presaleClosedTo(db, ids, buyer),
  ]);
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const items = lines.map((line) =>
    describeLine(line, byId.get(line.listingId), bought.get(line.listingId) ?? 0, presaleClosed.has(line.listingId)),
  );
  const total = items.filter((item) => item.state === "ok").reduce((sum, item) => sum + BigInt(item.unitPrice) * BigInt(item.quantity), 0n);
  return {
    cart: { items, total: total.toString(), currency: "WBE3", ready: items.length > 0 && items.every((item) => item.state === "ok") },
    listings: byId,
  };
}

/** The signed-in user's cart, each line checked against the listing as it is now. */
export async function viewCart(db: Database, user: SessionUser): Promise<Cart> {
  return (await loadCart(db, user)).cart;
}

/**
 * Puts a listing in the cart (again: sets its quantity and accepts today's price). Refused with
 * the reason when the listing cannot be bought as asked; the cart is then unchanged.
 */
export async function addToCart(db: Database, user: SessionUser, input: AddToCartInput): Promise<Cart> {
  const [listing] = await saleListings(db, [input.listingId]);
  if (!listing) throw new AppError("not_found", LISTING_NOT_FOUND);
  if (!listing.active) throw new AppError("conflict", LISTING_UNAVAILABLE);
  if (!listing.sellerWallet) throw new AppError("conflict", LISTING_NOT_BUYABLE);
  const buyer = wallet(user);
  if (buyer && listing.sellerWallet === buyer) throw new AppError("conflict", OWN_LISTING);
  const quantity = input.quantity;
  if (listing.delivery === "transfer721" && quantity !== undefined && quantity > 1) throw new AppError("bad_request", NOT_AN_EDITION);
  const bought = buyer ? ((await boughtByWallet(db, buyer, [listing.id])).get(listing.id) ?? 0) : 0;
  const left = copiesLeft(listing, bought);
  if (left === 0) throw new AppError("conflict", LISTING_UNAVAILABLE);
  if (left !== null && (quantity ?? 1) > left) throw new AppError("conflict", quantityTooHigh(left));
  await db.transaction(async (tx) => {
    const lines = await upsertCartLine(tx, { userId: user.id, listingId: listing.id, quantity, unitPriceSeen: listing.price });
    // Over the limit rolls the transaction back: the cart stays as it was.
    if (lines > CART_LIMITS.items) throw new AppError("conflict", CART_FULL);
  });
  return viewCart(db, user);
}

/** Takes a listing out of the cart; taking out what is not there changes nothing (a repeated request). */
export async function removeFromCart(db: Database, user: SessionUser, listingId: string): Promise<Cart> {
  await deleteCartLines(db, user.id, [listingId]);
  return viewCart(db, user);
}

export interface CheckoutDeps {
  db: Database;
  chain: Chain;
  contentStore: ContentStore;
  /** The site's origin, for metadata images served by the web app. */
  origin: string;
}

function sameLines(items: OrderItemRow[], cart: Cart): boolean {
  return (
    items.length === cart.items.length &&
    cart.items.every((line, position) => {
      const item = items[position];
      return item?.listingId === line.listingId && item.quantity === line.quantity && item.unitPrice.toString() === line.unitPrice;
    })
  );
}

/** WBE3 `owner` allowed `spender` (the marketplace for carts, WBE3Payments for payment orders) to pull. */
async function allowanceOf(chain: Chain, owner: Address, spender: Address): Promise<bigint> {
  return reachingChain(chain, () =>
    chain.client.readContract({
      address: chain.contracts.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "allowance",
      args: [owner, spender],
    }),
  );
}

function orderAnswerOf(order: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    items: items.map((item) => ({
      listingId: item.listingId,
      title: item.title,
      quantity: item.quantity,
      unitPrice: item.unitPrice.toString(),
      token: item.tokenContract && item.tokenId !== null ? { contract: item.tokenContract, tokenId: item.tokenId.toString() } : null,
    })),
    total: order.total.toString(),
    currency: "WBE3",
    expiresAt: order.expiresAt.toISOString(),
    txHash: order.txHash,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The order's calls, with the buyer's allowlist proof for each item still in presale (empty otherwise). */
async function checkoutAnswer(db: Database, chain: Chain, order: OrderRow, items: OrderItemRow[]): Promise<Checkout> {
  const quote = quoteFromJson(order.quote);
  if (!order.signature || !order.buyerWallet) throw new AppError("internal", ORDER_NOT_FOUND);
  const [allowance, proofs] = await Promise.all([
    allowanceOf(chain, quote.buyer, chain.contracts.WBE3Marketplace),
    presaleProofs(
      db,
      items.map((item) => item.listingId),
      order.buyerWallet,
    ),
  ]);
  const calls = checkoutCalls(
    quote,
    order.signature as `0x${string}`,
    { token: chain.contracts.WBE3Token, marketplace: chain.contracts.WBE3Marketplace },
    allowance,
    proofs,
  );
  const { id, total, currency, expiresAt, items: lines } = orderAnswerOf(order, items);
  return { orderId: id, items: lines, total, currency, expiresAt, calls };
}

/**
 * A sold one-of-one or edition leaves the seller's wallet through the marketplace, which the
 * seller must have allowed (the studio asks after minting). Checked before quoting, so the buyer
 * reads why instead of a failed transaction. Both token contracts share the ERC-721/1155 call.
 */
async function assertSellersReady(chain: Chain, listings: SaleListing[]): Promise<void> {
  const transfers = listings.filter((listing) => listing.delivery !== "mint1155" && listing.tokenContract && listing.sellerWallet);
  const approvals = await reachingChain(chain, () =>
    Promise.all(
      transfers.map((listing) =>
        chain.client.readContract({
          address: getAddress(listing.tokenContract ?? ""),
          abi: trackNFTAbi,
          functionName: "isApprovedForAll",
          args: [getAddress(listing.sellerWallet ?? ""), chain.contracts.WBE3Marketplace],
        }),
      ),
    ),
  );
  const blocked = transfers.find((_, index) => !approvals[index]);
  if (blocked) throw new AppError("conflict", sellerNotReady(blocked.title));
}

/**
 * Turns the cart into a signed quote and answers the wallet calls that pay it. The same cart
 * asked again while its quote is valid answers the same order, so a double click cannot lead to
 * paying twice (the contract settles an order id once).
 */
export async function checkout(
  deps: CheckoutDeps,
  user: SessionUser,
  input: { shippingAddress?: ShippingAddress | undefined },
): Promise<Checkout> {
  const { db, chain } = deps;
  const buyer = wallet(user);
  if (!buyer) throw new AppError("conflict", WALLET_NEEDED_TO_BUY);
  const signer = chain.quoteSigner;
  if (!signer) throw new AppError("unavailable", CHECKOUT_CLOSED);
  const { cart, listings } = await loadCart(db, user);
  if (cart.items.length === 0) throw new AppError("conflict", CART_EMPTY);
  if (!cart.ready) throw new AppError("conflict", REVIEW_CART);
  const shippingAddress = cart.items.some((line) => line.ships) ? input.shippingAddress : undefined;
  if (cart.items.some((line) => line.ships) && !shippingAddress) throw new AppError("bad_request", SHIPPING_ADDRESS_NEEDED);
  await assertSellersReady(chain, [...listings.values()]);

  // A quote about to expire is not worth answering again: the wallet needs time to sign.
  const open = await findOpenQuote(db, user.id, buyer, new Date(Date.now() + 60_000));
  if (open) {
    const items = await findOrderItems(db, [open.id]);
    const sameAddress = JSON.stringify(open.shippingAddress ?? null) === JSON.stringify(shippingAddress ?? null);
    if (sameLines(items, cart) && sameAddress) return checkoutAnswer(db, chain, open, items);
  }

  const orderId = randomUUID();
  const expiresAt = new Date(Date.now() + ORDER_QUOTE_TTL_MS);
  const lines: QuoteLine[] = await Promise.all(
    cart.items.map(async (line) => {
      const listing = listings.get(line.listingId);
      if (!listing?.sellerWallet) throw new AppError("conflict", REVIEW_CART);
      return {
        listingId: listing.id,
        seller: listing.sellerWallet,
        delivery: listing.delivery,
        tokenContract: listing.tokenContract,
        tokenId: listing.tokenId,
        quantity: line.quantity,
        unitPrice: listing.price,
        supplyCap: listing.supplyCap,
        royaltyBps: listing.royaltyBps,
        splits: listing.splits,
        metadataUri: listing.delivery === "mint1155" ? await listingMetadataUri(deps.contentStore, listing, deps.origin) : "",
      };
    }),
  );
  const quote = {
    orderId: uuidToBytes32(orderId),
    buyer: getAddress(buyer),
    deadline: BigInt(Math.floor(expiresAt.getTime() / 1000)),
    items: lines.map((line) => checkoutItem(line, chain.contracts.TicketNFT)),
  };
  const signature = await signer.sign(quote, { chainId: chain.chainId, marketplace: chain.contracts.WBE3Marketplace });
  const order = {
    id: orderId,
    userId: user.id,
    buyerWallet: buyer,
    total: quoteTotal(quote),
    expiresAt,
    quote: quoteToJson(quote),
    signature,
    chainId: chain.chainId,
    shippingAddress: shippingAddress ?? null,
  };
  const items = cart.items.map((line, position) => ({
    listingId: line.listingId,
    position,
    title: line.title,
    quantity: line.quantity,
    unitPrice: BigInt(line.unitPrice),
  }));
  await insertOrder(db, order, items);
  const stored = await findOrder(db, orderId);
  if (!stored) throw new AppError("internal", ORDER_NOT_FOUND);
  return checkoutAnswer(db, chain, stored, await findOrderItems(db, [orderId]));
}

/** The buyer's orders, newest first. */
export async function listOrders(db: Database, user: SessionUser): Promise<Order[]> {
  const rows = await findOrdersOf(db, user.id, 50);
  const items = await findOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    orderAnswerOf(
      row,
      items.filter((item) => item.orderId === row.id),
    ),
  );
}

async function ownOrder(db: Database, user: SessionUser, id: string): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order || order.userId !== user.id) throw new AppError("not_found", ORDER_NOT_FOUND);
  return order;
}

/**
 * Where each wallet's payout in a cart order came from, for the artist's revenue by source: the
 * seller of a physical product (`store`), of a work (`sale`), a collaborator's split (`split`);
 * any other receiver was paid a royalty (or is the platform's fee). A wallet with several roles in
 * one order takes the first that applies in that order.
 */
function payoutSource(wallet: string, items: OrderItemRow[], listings: Map<string, SaleListing>): string {
  const sold = items.flatMap((item) => {
    const listing = item.listingId ? listings.get(item.listingId) : undefined;
    return listing ? [listing] : [];
  });
  const sellerOf = sold.filter((listing) => listing.sellerWallet === wallet && listing.splits.length === 0);
  if (sellerOf.some((listing) => listing.delivery !== "physical")) return "sale";
  if (sellerOf.length > 0) return "store";
  if (sold.some((listing) => listing.splits.some((split) => split.wallet === wallet))) return "split";
  return "royalty";
}

/**
 * Records an order as paid once its transaction is verified on chain: a cart order's sales are
 * counted and the bought items leave the cart; a payment order's payment is recorded with it (what
 * it grants is read from the paid order itself) — each in one transaction. The same confirmation
 * again (or many at once) records it once and answers the paid order to each.
 */
export async function confirmOrder(db: Database, chain: Chain, user: SessionUser, id: string, txHash: Hash): Promise<Order> {
  const order = await ownOrder(db, user, id);
  const tx = txHash.toLowerCase();
  const answer = async () => orderAnswerOf((await findOrder(db, id)) ?? order, await findOrderItems(db, [id]));
  if (order.status === "granted") return answer();
  if (order.status === "paid") {
    if (order.txHash !== tx) throw new AppError("conflict", ORDER_PAID_BY_OTHER_TX);
    return answer();
  }
  const other = await findOrderByTx(db, chain.chainId, tx);
  if (other) throw new AppError("conflict", ORDER_PAID_BY_OTHER_TX);

  const recorded =
    order.kind === "cart"
      ? await recordCartPayment(db, chain, user, order, txHash)
      : await recordPaymentOrder(db, chain, user, order, txHash);
  if (recorded) listingsChanged(db);
  const now = await findOrder(db, id);
  if (now?.txHash !== tx) throw new AppError("conflict", ORDER_PAID_BY_OTHER_TX);
  return answer();
}

async function recordCartPayment(db: Database, chain: Chain, user: SessionUser, order: OrderRow, txHash: Hash): Promise<boolean> {
  const tx = txHash.toLowerCase();
  const quote = quoteFromJson(order.quote);
  const { delivered, payouts } = await verifyOrderPayment(chain, txHash, quote);
  const items = await findOrderItems(db, [order.id]);
  const listings = new Map(
    (
      await saleListings(
        db,
        items.flatMap((item) => (item.listingId ? [item.listingId] : [])),
      )
    ).map((listing) => [listing.id, listing]),
  );
  return db.transaction(async (t) => {
    if (!(await markOrderPaid(t, order.id, tx))) return false;
    for (const [position, token] of delivered.entries()) if (token) await setDeliveredToken(t, order.id, position, token);
    await insertPayouts(
      t,
      order.id,
      payouts.map((payout: Payout) => ({ ...payout, source: payoutSource(payout.wallet, items, listings) })),
    );
    const sales = items.flatMap((item, position) => {
      const token: DeliveredToken | null | undefined = delivered[position];
      return item.listingId && token !== undefined ? [{ listingId: item.listingId, quantity: item.quantity, token }] : [];
    });
    await recordSales(t, sales);
    await deleteCartLines(
      t,
      user.id,
      sales.map((sale) => sale.listingId),
    );
    await recordActivity(t, "order_paid", user.id, { orderId: order.id, txHash: tx, total: order.total.toString(), items: items.length });
    return true;
  });
}

async function recordPaymentOrder(db: Database, chain: Chain, user: SessionUser, order: OrderRow, txHash: Hash): Promise<boolean> {
  const tx = txHash.toLowerCase();
  if (!order.payee) throw new AppError("internal", ORDER_NOT_FOUND);
  const payment = await verifyPayment(chain, txHash, {
    orderId: uuidToBytes32(order.id),
    payee: getAddress(order.payee),
    amount: order.total,
    payer: order.buyerWallet ? getAddress(order.buyerWallet) : undefined,
  });
  return db.transaction(async (t) => {
    if (!(await markOrderPaid(t, order.id, tx))) return false;
    await recordPayment(t, chain, payment);
    await recordActivity(t, "order_paid", user.id, { orderId: order.id, txHash: tx, total: order.total.toString(), items: 1 });
    return true;
  });
}

/** What a payment order asks for: its kind, the line the buyer reads, the amount and what it grants. */
export interface PaymentRequest {
  kind: Exclude<OrderKind, "cart">;
  title: string;
  /** WBE3 base units; more than zero. */
  amount: bigint;
  subject?: TierSubject | undefined;
}

async function platformTreasury(chain: Chain): Promise<Address> {
  return reachingChain(chain, () =>
    chain.client.readContract({ address: chain.contracts.WBE3Marketplace, abi: wbe3MarketplaceAbi, functionName: "feeRecipient" }),
  );
}

async function paymentCheckout(chain: Chain, order: OrderRow, items: OrderItemRow[]): Promise<Checkout> {
  if (!order.payee || !order.buyerWallet) throw new AppError("internal", ORDER_NOT_FOUND);
  const allowance = await allowanceOf(chain, getAddress(order.buyerWallet), chain.contracts.WBE3Payments);
  const calls = paymentCalls(
    { orderId: uuidToBytes32(order.id), payee: getAddress(order.payee), amount: order.total },
    { token: chain.contracts.WBE3Token, payments: chain.contracts.WBE3Payments },
    allowance,
  );
  const { id, total, currency, expiresAt, items: lines } = orderAnswerOf(order, items);
  return { orderId: id, items: lines, total, currency, expiresAt, calls };
}

/**
 * An order paid in WBE3 to the platform through WBE3Payments (a membership, the publishing
 * unlock): answers `{orderId, total, calls}`; `confirmOrder` completes it from the receipt. The
 * same request again while its order is open answers that order, so a double click cannot lead to
 * paying twice (the contract accepts an order id once).
 */
export async function createPaymentOrder(db: Database, chain: Chain, user: SessionUser, request: PaymentRequest): Promise<Checkout> {
  const payer = wallet(user);
  if (!payer) throw new AppError("conflict", WALLET_NEEDED_TO_PAY);
  const open = await findOpenPaymentOrder(db, {
    userId: user.id,
    buyerWallet: payer,
    kind: request.kind,
    total: request.amount,
    subject: request.subject ?? null,
    after: new Date(Date.now() + 60_000),
  });
  if (open) return paymentCheckout(chain, open, await findOrderItems(db, [open.id]));

  const orderId = randomUUID();
  const payee = (await platformTreasury(chain)).toLowerCase();
  await insertOrder(
    db,
    {
      id: orderId,
      userId: user.id,
      kind: request.kind,
      buyerWallet: payer,
      total: request.amount,
      expiresAt: new Date(Date.now() + ORDER_QUOTE_TTL_MS),
      payee,
      subject: request.subject ?? null,
      chainId: chain.chainId,
    },
    [{ listingId: null, position: 0, title: request.title, quantity: 1, unitPrice: request.amount }],
  );
  const stored = await findOrder(db, orderId);
  if (!stored) throw new AppError("internal", ORDER_NOT_FOUND);
  return paymentCheckout(chain, stored, await findOrderItems(db, [orderId]));
}

/**
 * The free trial: a tier order completed at once without a payment (`calls` is empty). An account
 * has one, ever; the database refuses a second even when two requests arrive together.
 */
export async function grantFreeOrder(
  db: Database,
  chainId: number,
  user: SessionUser,
  grant: { title: string; subject: TierSubject },
): Promise<Checkout> {
  const orderId = randomUUID();
  const inserted = await insertGrantedOrder(
    db,
    {
      id: orderId,
      userId: user.id,
      kind: "tier",
      buyerWallet: wallet(user),
      total: 0n,
      expiresAt: new Date(),
      subject: grant.subject,
      chainId,
    },
    { listingId: null, position: 0, title: grant.title, quantity: 1, unitPrice: 0n },
  );
  if (!inserted) throw new AppError("conflict", TIER_MESSAGES.trialUsed);
  const stored = await findOrder(db, orderId);
  if (!stored) throw new AppError("internal", ORDER_NOT_FOUND);
  const { id, total, currency, expiresAt, items } = orderAnswerOf(stored, await findOrderItems(db, [orderId]));
  return { orderId: id, items, total, currency, expiresAt, calls: [] };
}

/** A completed (paid or granted) order of a payment kind, for deriving what it granted. */
export interface CompletedOrder {
  id: string;
  status: "paid" | "granted";
  total: bigint;
  subject: TierSubject | null;
  /** When it was paid (or granted). */
  completedAt: Date;
}

/** The user's completed orders of this kind, oldest first (what memberships and unlocks are derived from). */
export async function completedOrders(db: Database, userId: string, kind: Exclude<OrderKind, "cart">): Promise<CompletedOrder[]> {
  const rows = await findCompletedOrders(db, userId, kind);
  return rows.flatMap((row) =>
    (row.status === "paid" || row.status === "granted") && row.paidAt
      ? [{ id: row.id, status: row.status, total: row.total, subject: row.subject, completedAt: row.paidAt }]
      : [],
  );
}

/**
 * WBE3 these wallets received from paid orders, per calendar month (UTC, "YYYY-MM", oldest
 * first): the verified payouts artists' revenue is made of.
 */
export function revenueByMonth(db: Database, wallets: string[]): Promise<{ month: string; amount: bigint }[]> {
  return payoutsByMonth(
    db,
    wallets.map((wallet) => wallet.toLowerCase()),
  );
}

/**
 * The same payouts as `revenueByMonth`, split by where they came from (sale, store, split,
 * royalty, ticket), per calendar month (UTC, oldest first).
 */
export function revenueByMonthAndSource(db: Database, wallets: string[]): Promise<{ month: string; source: string; amount: bigint }[]> {
  return payoutsByMonthAndSource(
    db,
    wallets.map((wallet) => wallet.toLowerCase()),
  );
}

/** The transactions that paid orders on this chain (for reconciling with a restored local chain). */
export function recordedOrderTxs(db: Database, chainId: number): Promise<string[]> {
  return paidOrderTxHashes(db, chainId);
}

/**
 * Orders whose payment the chain no longer has go back to quoted (their quote may be paid again
 * while valid), their sales are taken back and their payouts forgotten; call inside the caller's
 * transaction, then `listingsChanged`. Returns how many orders were reopened.
 */
export async function reopenLostOrders(db: Database, chainId: number, txHashes: string[]): Promise<number> {
  const lines = await reopenOrdersByTx(db, chainId, txHashes);
  // Every line with a listing was counted as a sale when paid (a physical product delivered no token).
  await unrecordSales(
    db,
    lines.flatMap((line) => (line.listingId ? [{ listingId: line.listingId, quantity: line.quantity, tokenId: line.tokenId }] : [])),
  );
  return new Set(lines.map((line) => line.orderId)).size;
}

/** A paid order line of a physical product, with where to ship it. */
export type PaidLine = Awaited<ReturnType<typeof findPaidLinesOfListings>>[number];

/** Paid order lines of these listings (the store's orders to ship), newest payment first; one order's with `orderId`. */
export function paidLinesOfListings(db: Database, listingIds: string[], orderId?: string): Promise<PaidLine[]> {
  return findPaidLinesOfListings(db, listingIds, orderId);
}

/** Marks a paid order's lines of these listings shipped; marking them again changes nothing. */
export function markLinesShipped(db: Database, orderId: string, listingIds: string[]): Promise<void> {
  return setLinesShipped(db, orderId, listingIds, new Date());
}
