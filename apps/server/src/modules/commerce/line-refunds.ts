// Paid cart lines refunded instead of delivered (decision 0028): a cancelled show's tickets, a
// listing withdrawn before the payment. Once per line, recorded with the refund the treasury sends.
import type { Database } from "@wbe3/db";
import { AppError, LINE_REFUND_REASONS, ORDER_LINE_NOT_FOUND, type Order } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { oweRefund, refundsOfOrders, sendOwedRefunds, type OrderRefund } from "../payments/service.ts";
import { saleListings } from "../marketplace/service.ts";
import { orderAnswerOf } from "./order-answer.ts";
import { findOrder, findOrderItems, markLineRefunded, type OrderItemRow, type OrderRow } from "./repo.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Why a line is refunded: a code (stored with the refund) and the line the buyer reads on their order. */
export interface LineRefundReason {
  reason: string;
  note: string;
}

/** A listing withdrawn before the payment: the seller no longer sells it. */
export const LISTING_WITHDRAWN: LineRefundReason = { reason: "listing_withdrawn", note: LINE_REFUND_REASONS.listing_withdrawn };

/**
 * Marks a paid cart order's line refunded and owes its price back to the buyer, inside the
 * caller's transaction; false when the line was refunded before (the database keeps it once) or
 * the order is not paid in the database. `order` names the payment and its payer.
 */
export async function refundLine(
  tx: Tx,
  chain: Chain,
  order: Pick<OrderRow, "id" | "txHash" | "buyerWallet">,
  line: OrderItemRow,
  why: LineRefundReason,
): Promise<boolean> {
  if (!order.txHash || !order.buyerWallet) return false;
  if (!(await markLineRefunded(tx, order.id, line.position))) return false;
  return oweRefund(tx, chain, {
    paymentTxHash: order.txHash,
    orderId: order.id,
    orderLine: line.position,
    payer: order.buyerWallet,
    amount: line.unitPrice * BigInt(line.quantity),
    reason: why.reason,
    note: why.note,
  });
}

/**
 * An area refunds what it sold through the cart (a cancelled show's tickets): the paid line of
 * `orderId` selling `listingId`, a listing of the area's own `kind`. Once per line, whatever repeats
 * or arrives at once (answers false then); the refund is recorded owed, then sent by the treasury
 * when this server holds its key, and the buyer's order shows it. The line no longer counts as
 * bought, shipped or opening anything.
 */
export async function refundOrderLine(
  db: Database,
  chain: Chain,
  line: { kind: string; orderId: string; listingId: string } & LineRefundReason,
): Promise<boolean> {
  const [listing] = await saleListings(db, [line.listingId]);
  if (listing && listing.kind !== line.kind) throw new Error(`An area refunds only its own kind's lines, not "${listing.kind}"`);
  const order = await findOrder(db, line.orderId);
  const item = (await findOrderItems(db, [line.orderId])).find((each) => each.listingId === line.listingId);
  if (!order || order.status !== "paid" || order.kind !== "cart" || order.chainId !== chain.chainId || !item) {
    throw new AppError("not_found", ORDER_LINE_NOT_FOUND);
  }
  const refunded = await db.transaction((tx) => refundLine(tx, chain, order, item, line));
  if (refunded) await sendOwedRefunds(db, chain).catch(() => undefined);
  return refunded;
}

/** An order as the API answers it, with each refunded line's refund. */
export async function orderWithRefunds(db: Database, row: OrderRow): Promise<Order> {
  const [items, refunds] = await Promise.all([findOrderItems(db, [row.id]), refundsOfOrders(db, [row.id])]);
  return orderAnswerOf(row, items, refunds);
}

/** Orders as the API answers them, with each refunded line's refund. */
export async function ordersWithRefunds(db: Database, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [items, refunds] = await Promise.all([findOrderItems(db, ids), refundsOfOrders(db, ids)]);
  return rows.map((row) =>
    orderAnswerOf(
      row,
      items.filter((item) => item.orderId === row.id),
      refunds.filter((refund: OrderRefund) => refund.orderId === row.id),
    ),
  );
}
