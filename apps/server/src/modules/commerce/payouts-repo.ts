import { inArray, sql } from "drizzle-orm";
import { payouts, type Database } from "@wbe3/db";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** One row per wallet the order's payment sent WBE3 to (the wallets are already lower case), with where it came from. */
export async function insertPayouts(tx: Tx, orderId: string, rows: { wallet: string; amount: bigint; source: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(payouts).values(rows.map((row) => ({ orderId, wallet: row.wallet, amount: row.amount, source: row.source })));
}

/** WBE3 paid out to these wallets per calendar month (UTC, "YYYY-MM") and source, oldest month first. */
export async function payoutsByMonthAndSource(
  db: Database,
  wallets: string[],
): Promise<{ month: string; source: string; amount: bigint }[]> {
  if (wallets.length === 0) return [];
  const month = sql<string>`to_char(${payouts.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month, source: payouts.source, amount: sql<string>`sum(${payouts.amount})::text` })
    .from(payouts)
    .where(inArray(payouts.wallet, wallets))
    .groupBy(month, payouts.source)
    .orderBy(month, payouts.source);
  return rows.map((row) => ({ month: row.month, source: row.source, amount: BigInt(row.amount) }));
}

/** WBE3 paid out to these wallets per calendar month (UTC, "YYYY-MM"), oldest first. */
export async function payoutsByMonth(db: Database, wallets: string[]): Promise<{ month: string; amount: bigint }[]> {
  if (wallets.length === 0) return [];
  const month = sql<string>`to_char(${payouts.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month, amount: sql<string>`sum(${payouts.amount})::text` })
    .from(payouts)
    .where(inArray(payouts.wallet, wallets))
    .groupBy(month)
    .orderBy(month);
  return rows.map((row) => ({ month: row.month, amount: BigInt(row.amount) }));
}
