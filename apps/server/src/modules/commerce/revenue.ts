// Artists' revenue: the verified payouts of paid orders, by month and by source.
import type { Database } from "@wbe3/db";
import { payoutsByMonth, payoutsByMonthAndSource } from "./payouts-repo.ts";

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
