import { and, eq, inArray } from "drizzle-orm";
import { chainPayments, type Database } from "@wbe3/db";

/** Inserts a payment; false when its transaction (or order) was already recorded. */
export async function insertPayment(db: Database, payment: typeof chainPayments.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(chainPayments).values(payment).onConflictDoNothing().returning({ txHash: chainPayments.txHash });
  return inserted.length > 0;
}

export async function paymentTxHashes(db: Database, chainId: number): Promise<string[]> {
  const rows = await db.select({ txHash: chainPayments.txHash }).from(chainPayments).where(eq(chainPayments.chainId, chainId));
  return rows.map((row) => row.txHash);
}

export async function deletePaymentsByTx(db: Database, chainId: number, txHashes: string[]): Promise<number> {
  const deleted = await db
    .delete(chainPayments)
    .where(and(eq(chainPayments.chainId, chainId), inArray(chainPayments.txHash, txHashes)))
    .returning({ txHash: chainPayments.txHash });
  return deleted.length;
}
