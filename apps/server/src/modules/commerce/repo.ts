import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { OrderKind, OrderSubject } from "@wbe3/domain";
import { cartItems, orderItems, orders, payouts, type Database } from "@wbe3/db";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function findCartLines(db: Database, userId: string) {
  return db
    .select({ listingId: cartItems.listingId, quantity: cartItems.quantity, unitPriceSeen: cartItems.unitPriceSeen })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.listingId));
}

/**
 * Adds a listing to the cart or, when it is there already, refreshes the price the buyer saw
 * and sets the quantity (kept as it was when none is given). Answers the cart's line count.
 */
export async function upsertCartLine(
  tx: Tx,
  line: { userId: string; listingId: string; quantity: number | undefined; unitPriceSeen: bigint },
): Promise<number> {
  await tx
    .insert(cartItems)
    .values({ userId: line.userId, listingId: line.listingId, quantity: line.quantity ?? 1, unitPriceSeen: line.unitPriceSeen })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.listingId],
      // An undefined quantity is left out of the update (drizzle sets defined values only): kept.
      set: { unitPriceSeen: line.unitPriceSeen, quantity: line.quantity },
    });
  return tx.$count(cartItems, eq(cartItems.userId, line.userId));
}

export async function deleteCartLines(db: Database | Tx, userId: string, listingIds: string[]): Promise<void> {
  if (listingIds.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.listingId, listingIds)));
}

/** Copies of each listing this wallet has bought in paid orders (the per-wallet drop limit). */
export async function boughtByWallet(db: Database, wallet: string, listingIds: string[]): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    // Never null: only the listings asked for are counted.
    .select({ listingId: sql<string>`${orderItems.listingId}`, bought: sql<string>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.buyerWallet, wallet),
        eq(orders.status, "paid"),
        isNull(orderItems.refundedAt),
        inArray(orderItems.listingId, listingIds),
      ),
    )
    .groupBy(orderItems.listingId);
  return new Map(rows.map((row) => [row.listingId, Number(row.bought)]));
}

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "orderId">;

export async function insertOrder(db: Database, order: NewOrder & { id: string }, items: NewOrderItem[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(orders).values(order);
    await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
  });
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrderByTx(db: Database, chainId: number, txHash: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.chainId, chainId), eq(orders.txHash, txHash)));
  return row;
}

/** The user's newest quoted order that is still valid after `after` (to answer a repeated checkout). */
export async function findOpenQuote(db: Database, userId: string, buyerWallet: string, after: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, "cart"),
        eq(orders.buyerWallet, buyerWallet),
        eq(orders.status, "quoted"),
        gt(orders.expiresAt, after),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

/**
 * The user's newest open payment order asking the same (kind, amount, subject, wallet, payee, basis
 * — null for an independent order), valid after `after`.
 */
export async function findOpenPaymentOrder(
  db: Database,
  want: {
    userId: string;
    buyerWallet: string;
    kind: OrderKind;
    total: bigint;
    subject: OrderSubject | null;
    basis: string | null;
    payee: string;
    after: Date;
  },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, want.userId),
        eq(orders.kind, want.kind),
        eq(orders.buyerWallet, want.buyerWallet),
        eq(orders.status, "quoted"),
        eq(orders.total, want.total),
        want.subject === null ? sql`${orders.subject} is null` : sql`${orders.subject} = ${JSON.stringify(want.subject)}::jsonb`,
        want.basis === null ? isNull(orders.basis) : eq(orders.basis, want.basis),
        eq(orders.payee, want.payee),
        gt(orders.expiresAt, want.after),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

/** Inserts a granted (free) order and its line; false when the account already has one. */
export async function insertGrantedOrder(db: Database, order: NewOrder & { id: string }, item: NewOrderItem): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(orders)
      .values({ ...order, status: "granted", paidAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (inserted.length === 0) return false;
    await tx.insert(orderItems).values({ ...item, orderId: order.id });
    return true;
  });
}

/** The user's paid or granted orders of one kind, oldest completion first. */
export function findCompletedOrders(db: Database | Tx, userId: string, kind: OrderKind): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, kind), inArray(orders.status, ["paid", "granted"])))
    .orderBy(asc(orders.paidAt), asc(orders.createdAt));
}

export function findOrderItems(db: Database, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

export function findOrdersOf(db: Database, userId: string, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(limit);
}

/** Marks a quoted order void (its price no longer held when it was paid); false when it was not quoted any more. */
export async function markOrderVoid(tx: Tx, id: string): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ status: "void" })
    .where(and(eq(orders.id, id), eq(orders.status, "quoted")))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** Marks a quoted order paid; false when it was not quoted any more (a parallel confirmation won). */
export async function markOrderPaid(tx: Tx, id: string, txHash: string): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ status: "paid", txHash, paidAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, "quoted")))
    .returning({ id: orders.id });
  return updated.length > 0;
}

export async function paidOrderTxHashes(db: Database, chainId: number): Promise<string[]> {
  // Never null: a paid order has its transaction (the `orders_paid_has_tx` check).
  const rows = await db
    .select({ txHash: sql<string>`${orders.txHash}` })
    .from(orders)
    .where(and(eq(orders.chainId, chainId), eq(orders.status, "paid")));
  return rows.map((row) => row.txHash);
}

/**
 * Puts orders paid by these transactions back to quoted, forgetting the tokens they delivered;
 * answers their lines as they were, so the sales they counted can be taken back.
 */
export async function reopenOrdersByTx(tx: Database, chainId: number, txHashes: string[]): Promise<OrderItemRow[]> {
  if (txHashes.length === 0) return [];
  const reopened = await tx
    .update(orders)
    .set({ status: "quoted", txHash: null, paidAt: null })
    .where(and(eq(orders.chainId, chainId), eq(orders.status, "paid"), inArray(orders.txHash, txHashes)))
    .returning({ id: orders.id });
  const ids = reopened.map((row) => row.id);
  if (ids.length === 0) return [];
  const lines = await tx.select().from(orderItems).where(inArray(orderItems.orderId, ids));
  await tx.update(orderItems).set({ tokenContract: null, tokenId: null }).where(inArray(orderItems.orderId, ids));
  await tx.delete(payouts).where(inArray(payouts.orderId, ids));
  return lines;
}

/** Marks a paid order's line refunded; false when it was refunded before (or the order is not paid). */
export async function markLineRefunded(tx: Tx, orderId: string, position: number): Promise<boolean> {
  const updated = await tx
    .update(orderItems)
    .set({ refundedAt: new Date() })
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.position, position),
        isNull(orderItems.refundedAt),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} = 'paid')`,
      ),
    )
    .returning({ position: orderItems.position });
  return updated.length > 0;
}

export async function setDeliveredToken(tx: Tx, orderId: string, position: number, token: { contract: string; tokenId: bigint }) {
  await tx
    .update(orderItems)
    .set({ tokenContract: token.contract, tokenId: token.tokenId })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.position, position)));
}

/** Paid order lines of these listings (physical products to ship), newest payment first; one order's only when `orderId` is given. */
export function findPaidLinesOfListings(db: Database, listingIds: string[], orderId?: string) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      listingId: orderItems.listingId,
      title: orderItems.title,
      quantity: orderItems.quantity,
      shippedAt: orderItems.shippedAt,
      shippingAddress: orders.shippingAddress,
      paidAt: orders.paidAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.status, "paid"),
        // A refunded line ships nothing and grants nothing.
        isNull(orderItems.refundedAt),
        inArray(orderItems.listingId, listingIds),
        ...(orderId === undefined ? [] : [eq(orderItems.orderId, orderId)]),
      ),
    )
    .orderBy(desc(orders.paidAt), asc(orderItems.orderId), asc(orderItems.position));
}

/** Marks the paid order's lines of these listings shipped; lines shipped before keep their time. */
export async function setLinesShipped(db: Database, orderId: string, listingIds: string[], at: Date): Promise<void> {
  if (listingIds.length === 0) return;
  await db
    .update(orderItems)
    .set({ shippedAt: at })
    .where(
      and(
        eq(orderItems.orderId, orderId),
        inArray(orderItems.listingId, listingIds),
        sql`${orderItems.shippedAt} is null`,
        sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} = 'paid')`,
      ),
    );
}
