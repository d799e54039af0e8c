// Confirming an order: its payment verified on chain, then recorded once, whatever arrives at once.
import type { Hash } from "viem";
import type { Database } from "@wbe3/db";
import {
  AppError,
  deliversToken,
  listingKindOf,
  ORDER_NOT_FOUND,
  ORDER_PAID_BY_OTHER_TX,
  type Order,
  type SessionUser,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { recordActivity } from "../activity/service.ts";
import { sendOwedRefunds } from "../payments/service.ts";
import { listingsChanged, recordSales, saleListings, type SaleListing } from "../marketplace/service.ts";
import { verifyOrderPayment, type Payout } from "./order-verifier.ts";
import { LISTING_WITHDRAWN, orderWithRefunds, refundLine } from "./line-refunds.ts";
import { confirmPaymentOrder, voidOrderRefusal } from "./payment-orders.ts";
import { insertPayouts } from "./payouts-repo.ts";
import { quoteFromJson } from "./quote.ts";
import {
  deleteCartLines,
  findOrder,
  findOrderByTx,
  findOrderItems,
  markOrderPaid,
  setDeliveredToken,
  type OrderItemRow,
  type OrderRow,
} from "./repo.ts";

async function ownOrder(db: Database, user: SessionUser, id: string): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order || order.userId !== user.id) throw new AppError("not_found", ORDER_NOT_FOUND);
  return order;
}

/**
 * The revenue source the seller of a listing of this kind is paid under (decision 0024). A kind no
 * longer registered still records its payment, as a sale: a label never stops money being counted.
 */
function sellerSource(kind: string): string {
  return listingKindOf(kind)?.revenueSource ?? "sale";
}

/**
 * Where each wallet's payout in a cart order came from, for the artist's revenue by source: the
 * seller of a listing, the revenue source its kind registered (decision 0024); a collaborator's
 * split (`split`); any other receiver was paid a royalty (or is the platform's fee). A wallet that
 * sold several kinds in one order takes the first kind's source.
 */
function payoutSource(wallet: string, items: OrderItemRow[], listings: Map<string, SaleListing>): string {
  const sold = items.flatMap((item) => {
    const listing = item.listingId ? listings.get(item.listingId) : undefined;
    return listing ? [listing] : [];
  });
  const [soldByWallet] = sold.filter((listing) => listing.sellerWallet === wallet && listing.splits.length === 0);
  if (soldByWallet) return sellerSource(soldByWallet.kind);
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
  return confirmOrderRow(db, chain, await ownOrder(db, user, id), txHash);
}

/**
 * `confirmOrder` for an order already found (its buyer's, or one the payment sweep found paid on
 * chain): the same checks and the same single recording.
 */
export async function confirmOrderRow(db: Database, chain: Chain, order: OrderRow, txHash: Hash): Promise<Order> {
  const tx = txHash.toLowerCase();
  const paidByOther = () => new AppError("conflict", ORDER_PAID_BY_OTHER_TX, { reason: "order_paid_by_other_tx" });
  // A decided order is answered as it stands, without asking the chain.
  if (order.status === "granted") return orderWithRefunds(db, order);
  if (order.status === "void") throw voidOrderRefusal(order);
  if (order.status === "paid") {
    if (order.txHash !== tx) throw paidByOther();
    return orderWithRefunds(db, order);
  }
  // The same transaction recorded for this very order (by a confirmation running alongside) is no conflict.
  const other = await findOrderByTx(db, chain.chainId, tx);
  if (other && other.id !== order.id) throw new AppError("conflict", ORDER_PAID_BY_OTHER_TX, { reason: "tx_already_used" });

  if (order.kind === "cart") await recordCartPayment(db, chain, order, txHash);
  else await confirmPaymentOrder(db, chain, order, txHash);
  // What listings have left may have changed (here or alongside): searches see it at once.
  listingsChanged(db);
  // The order as this or a parallel confirmation left it (orders are never deleted).
  const now = (await findOrder(db, order.id)) ?? order;
  if (now.status === "void") throw voidOrderRefusal(now);
  if (now.txHash !== tx) throw paidByOther();
  return orderWithRefunds(db, now);
}

/**
 * A line the seller withdrew before the payment (its listing no longer for sale, stock left): when
 * the line delivers no token — the seller ships it, or the area makes of it what it grants — it is
 * refunded instead of delivered. A token line was delivered by the payment's own transaction.
 */
function withdrawnBeforePayment(listing: SaleListing | undefined): boolean {
  if (!listing || listing.active || deliversToken(listing.delivery)) return false;
  // Sold out (or stock lowered to what was sold) is not a withdrawal: the chain honoured the quote.
  return listing.supplyCap === null || listing.sold < listing.supplyCap;
}

async function recordCartPayment(db: Database, chain: Chain, order: OrderRow, txHash: Hash): Promise<void> {
  const tx = txHash.toLowerCase();
  const quote = quoteFromJson(order.quote);
  const { delivered, payouts } = await verifyOrderPayment(chain, txHash, quote);
  const items = await findOrderItems(db, [order.id]);
  const listingIds = items.flatMap((item) => (item.listingId ? [item.listingId] : []));
  const listings = new Map((await saleListings(db, listingIds)).map((listing) => [listing.id, listing]));
  const withdrawn = items.filter((item) => item.listingId && withdrawnBeforePayment(listings.get(item.listingId)));
  await db.transaction(async (t) => {
    // Recorded by a confirmation alongside: nothing more to record.
    if (!(await markOrderPaid(t, order.id, tx))) return;
    for (const [position, token] of delivered.entries()) if (token) await setDeliveredToken(t, order.id, position, token);
    await insertPayouts(
      t,
      order.id,
      payouts.map((payout: Payout) => ({ ...payout, source: payoutSource(payout.wallet, items, listings) })),
    );
    for (const item of withdrawn) await refundLine(t, chain, { ...order, txHash: tx }, item, LISTING_WITHDRAWN);
    const sales = items.flatMap((item, position) => {
      if (withdrawn.includes(item)) return [];
      // The verifier answers one delivered token (or null) per quoted line.
      return item.listingId ? [{ listingId: item.listingId, quantity: item.quantity, token: delivered[position] ?? null }] : [];
    });
    await recordSales(t, sales);
    await deleteCartLines(t, order.userId, listingIds);
    await recordActivity(t, "order_paid", order.userId, {
      orderId: order.id,
      txHash: tx,
      total: order.total.toString(),
      items: items.length,
    });
  });
  // The treasury sends what is owed once, whichever confirmation asks (the refunds' once-guard).
  if (withdrawn.length > 0) await sendOwedRefunds(db, chain).catch(() => undefined);
}
