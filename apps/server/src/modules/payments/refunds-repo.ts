import { and, eq, inArray, isNull } from "drizzle-orm";
import { paymentRefunds, type Database } from "@wbe3/db";

export type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * Records a refund owed for a payment (or one line of its order); false when that payment's (or
 * that line's) refund was recorded before: the unique indexes decide, whatever arrives at once.
 */
export async function insertRefund(db: Database, refund: Omit<typeof paymentRefunds.$inferInsert, "id">): Promise<boolean> {
  const inserted = await db.insert(paymentRefunds).values(refund).onConflictDoNothing().returning({ id: paymentRefunds.id });
  return inserted.length > 0;
}

export function findOwedRefunds(db: Database, chainId: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.chainId, chainId), eq(paymentRefunds.status, "owed")));
}

export async function findRefund(db: Database, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

/** The refunds recorded for these orders (whole payments and lines), on any chain. */
export function findRefundsOfOrders(db: Database, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(paymentRefunds).where(inArray(paymentRefunds.orderId, orderIds));
}

/** Stores the signed refund transaction once; false when another one was stored first (send that one). */
export async function storeSignedRefund(db: Database, id: string, rawTx: string): Promise<boolean> {
  const updated = await db
    .update(paymentRefunds)
    .set({ rawTx })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, "owed"), isNull(paymentRefunds.rawTx)))
    .returning({ rawTx: paymentRefunds.rawTx });
  return updated.length > 0;
}

export async function markRefundSent(db: Database, id: string, refundTxHash: string): Promise<void> {
  await db.update(paymentRefunds).set({ status: "sent", refundTxHash, sentAt: new Date() }).where(eq(paymentRefunds.id, id));
}

/** Forgets a signed refund whose nonce another transaction took, so it is signed again. */
export async function clearSignedRefund(db: Database, id: string): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ rawTx: null })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, "owed")));
}
