import { and, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { ledgerAccounts, ledgerEntries, ledgerTransfers, type Database } from "@wbe3/db";
import type { EntryLayer, LedgerAsset, SystemAccount } from "@wbe3/domain";

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type EntryRow = typeof ledgerEntries.$inferSelect;
export type NewTransfer = Omit<typeof ledgerTransfers.$inferInsert, "id" | "createdAt">;

/** Opens the user's account in each asset (those already open stay as they are). */
export async function insertUserAccounts(db: Database, userId: string, assets: readonly LedgerAsset[]): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values(assets.map((asset) => ({ userId, asset, noOverdraft: true })))
    .onConflictDoNothing();
}

export function findUserAccounts(db: Database, userId: string): Promise<AccountRow[]> {
  return db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
}

export async function findAccounts(db: Database, ids: string[]): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
}

/** The platform's account in an asset, opened the first time it is asked for. */
export async function systemAccount(db: Database, system: SystemAccount, asset: LedgerAsset): Promise<AccountRow> {
  await db.insert(ledgerAccounts).values({ system, asset, noOverdraft: false }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.system, system), eq(ledgerAccounts.asset, asset)));
  if (!row) throw new Error(`the ${system} account in ${asset} could not be opened`);
  return row;
}

/** Records a transfer; null when its reference (or the transfer it resolves) was taken first. */
export async function insertTransfer(db: Database, transfer: NewTransfer): Promise<TransferRow | null> {
  const [row] = await db.insert(ledgerTransfers).values(transfer).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findTransfer(db: Database, where: { id: string } | { reference: string }): Promise<TransferRow | undefined> {
  const condition = "id" in where ? eq(ledgerTransfers.id, where.id) : eq(ledgerTransfers.reference, where.reference);
  const [row] = await db.select().from(ledgerTransfers).where(condition);
  return row;
}

/** The transfer that resolved a pending one, if any. */
export async function findResolution(db: Database, pendingId: string): Promise<TransferRow | undefined> {
  const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.resolves, pendingId));
  return row;
}

export interface EntryValues {
  accountId: string;
  asset: LedgerAsset;
  layer: EntryLayer;
  amount: bigint;
}

/**
 * Writes a transfer's entries in one statement, ordered by account: the database moves each
 * account's balances as it writes (row locks taken in one order, so two transfers never deadlock)
 * and checks the whole transfer when the statement ends.
 */
export async function insertEntries(db: Database, transferId: string, entries: EntryValues[]): Promise<void> {
  const ordered = [...entries].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  await db.insert(ledgerEntries).values(ordered.map((entry) => ({ ...entry, transferId })));
}

export function findEntries(db: Database, transferId: string): Promise<EntryRow[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, transferId));
}

export interface StatementFilter {
  accountIds: string[];
  kind?: string;
  before?: bigint;
  limit: number;
}

/** Entries on these accounts, newest first, with their transfer: a page below `before` (an entry id). */
export function findStatement(db: Database, filter: StatementFilter) {
  const conditions: SQL[] = [inArray(ledgerEntries.accountId, filter.accountIds)];
  if (filter.kind) conditions.push(eq(ledgerTransfers.kind, filter.kind));
  if (filter.before !== undefined) conditions.push(lt(ledgerEntries.id, filter.before));
  return db
    .select({
      id: ledgerEntries.id,
      asset: ledgerEntries.asset,
      layer: ledgerEntries.layer,
      amount: ledgerEntries.amount,
      transferId: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      description: ledgerTransfers.description,
      resolves: ledgerTransfers.resolves,
      resolution: ledgerTransfers.resolution,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(...conditions))
    .orderBy(desc(ledgerEntries.id))
    .limit(filter.limit);
}

/** Posted amounts in and out on these accounts, per day (UTC) and asset, oldest first. */
export function findDailyTotals(db: Database, accountIds: string[]) {
  const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      asset: ledgerEntries.asset,
      in: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)::text`,
      out: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)::text`,
    })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.accountId, accountIds), eq(ledgerEntries.layer, "posted")))
    .groupBy(day, ledgerEntries.asset)
    .orderBy(day, ledgerEntries.asset);
}

/** Posted amounts in and out on these accounts, per kind of transfer and asset. */
export function findKindTotals(db: Database, accountIds: string[]) {
  return db
    .select({
      kind: ledgerTransfers.kind,
      asset: ledgerEntries.asset,
      in: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)::text`,
      out: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(inArray(ledgerEntries.accountId, accountIds), eq(ledgerEntries.layer, "posted")))
    .groupBy(ledgerTransfers.kind, ledgerEntries.asset)
    .orderBy(ledgerTransfers.kind, ledgerEntries.asset);
}

/** What the fees account received in the user's transfers, per asset. */
export function findFeesPaidBy(db: Database, userId: string, feeAccountIds: string[]) {
  return db
    .select({ asset: ledgerEntries.asset, amount: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(eq(ledgerTransfers.userId, userId), inArray(ledgerEntries.accountId, feeAccountIds), eq(ledgerEntries.layer, "posted")))
    .groupBy(ledgerEntries.asset)
    .orderBy(ledgerEntries.asset);
}

/** The platform's accounts of one name, in every asset opened so far. */
export function findSystemAccounts(db: Database, system: SystemAccount): Promise<AccountRow[]> {
  return db.select().from(ledgerAccounts).where(eq(ledgerAccounts.system, system));
}
