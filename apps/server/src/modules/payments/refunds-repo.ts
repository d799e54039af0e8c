import { and, eq, isNull } from "drizzle-orm";
import { paymentRefunds, type Database } from "@wbe3/db";

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** Records a refund owed for a payment; false when that payment's refund was recorded before. */
export async function insertRefund(db: Database, refund: typeof paymentRefunds.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(paymentRefunds).values(refund).onConflictDoNothing().returning({ txHash: paymentRefunds.paymentTxHash });
  return inserted.length > 0;
}

export function findOwedRefunds(db: Database, chainId: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.chainId, chainId), eq(paymentRefunds.status, "owed")));
}

export async function findRefund(db: Database, chainId: number, paymentTxHash: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.chainId, chainId), eq(paymentRefunds.paymentTxHash, paymentTxHash)));
  return row;
}

/** Stores the signed refund transaction once; false when another one was stored first (send that one). */
export async function storeSignedRefund(db: Database, chainId: number, paymentTxHash: string, rawTx: string): Promise<boolean> {
  const updated = await db
    .update(paymentRefunds)
    .set({ rawTx })
    .where(
      and(
        eq(paymentRefunds.chainId, chainId),
        eq(paymentRefunds.paymentTxHash, paymentTxHash),
        eq(paymentRefunds.status, "owed"),
        isNull(paymentRefunds.rawTx),
      ),
    )
    .returning({ rawTx: paymentRefunds.rawTx });
  return updated.length > 0;
}

export async function markRefundSent(db: Database, chainId: number, paymentTxHash: string, refundTxHash: string): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ status: "sent", refundTxHash, sentAt: new Date() })
    .where(and(eq(paymentRefunds.chainId, chainId), eq(paymentRefunds.paymentTxHash, paymentTxHash)));
}

/** Forgets a signed refund whose nonce another transaction took, so it is signed again. */
export async function clearSignedRefund(db: Database, chainId: number, paymentTxHash: string): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ rawTx: null })
    .where(and(eq(paymentRefunds.chainId, chainId), eq(paymentRefunds.paymentTxHash, paymentTxHash), eq(paymentRefunds.status, "owed")));
}
