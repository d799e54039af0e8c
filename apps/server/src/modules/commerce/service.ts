import type { Database } from "@wbe3/db";
import type { Order, SessionUser } from "@wbe3/domain";
import { unrecordSales } from "../marketplace/service.ts";
import { ordersWithRefunds } from "./line-refunds.ts";
import { findOrdersOf, findPaidLinesOfListings, paidOrderTxHashes, reopenOrdersByTx, setLinesShipped } from "./repo.ts";

export { addToCart, removeFromCart, viewCart } from "./cart.ts";
export { checkout, type CheckoutDeps } from "./checkout.ts";
export { confirmOrder, confirmOrderRow } from "./confirmation.ts";
export { startPaymentSweep, sweepUnconfirmedPayments } from "./payment-sweep.ts";
export { revenueByMonth, revenueByMonthAndSource } from "./revenue.ts";
export { completedOrders, type CompletedOrder } from "./completed-orders.ts";
export { createPaymentOrder, grantFreeOrder, type PaymentKind, type PaymentRequest } from "./payment-orders.ts";
export type { PaymentSeller } from "./payment-split.ts";
export { refundOrderLine, type LineRefundReason } from "./line-refunds.ts";

/** The buyer's orders, newest first, each refunded line with its refund. */
export async function listOrders(db: Database, user: SessionUser): Promise<Order[]> {
  return ordersWithRefunds(db, await findOrdersOf(db, user.id, 50));
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

export { newestPaidOrderFor, type SoldToken } from "./token-orders.ts";
// The metadata an edition carries, and the file it names (what a listing sells, issue 19).
export { listingMetadataUri } from "./metadata.ts";
export { soldFileOf, type SoldFile } from "./sold-file.ts";
