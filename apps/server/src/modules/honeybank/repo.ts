import { and, eq, sql } from "drizzle-orm";
import { honeybankAccounts, honeybankRequests, type Database } from "@wbe3/db";

export type HoneybankAccountRow = typeof honeybankAccounts.$inferSelect;
export type RequestRow = typeof honeybankRequests.$inferSelect;

export async function findWallet(db: Database, userId: string): Promise<HoneybankAccountRow | undefined> {
  const [row] = await db.select().from(honeybankAccounts).where(eq(honeybankAccounts.userId, userId));
  return row;
}

export async function findWalletByReferralCode(db: Database, referralCode: string): Promise<HoneybankAccountRow | undefined> {
  const [row] = await db.select().from(honeybankAccounts).where(eq(honeybankAccounts.referralCode, referralCode));
  return row;
}

/** Records the wallet; null when this user has one already (the primary key decides, whatever runs at once). */
export async function insertWallet(db: Database, wallet: typeof honeybankAccounts.$inferInsert): Promise<HoneybankAccountRow | null> {
  const [row] = await db.insert(honeybankAccounts).values(wallet).onConflictDoNothing({ target: honeybankAccounts.userId }).returning();
  return row ?? null;
}

/** Takes a user's key for this transaction; false when it was taken before (a request answered, or one that ran at once and committed). */
export async function claimRequestKey(db: Database, request: { userId: string; key: string; fingerprint: string }): Promise<boolean> {
  const inserted = await db
    .insert(honeybankRequests)
    .values({ ...request, status: 0, answer: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: honeybankRequests.key });
  return inserted.length > 0;
}

export async function findRequest(db: Database, userId: string, key: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(honeybankRequests)
    .where(and(eq(honeybankRequests.userId, userId), eq(honeybankRequests.key, key)));
  return row;
}

export async function storeAnswer(db: Database, userId: string, key: string, status: number, answer: unknown): Promise<void> {
  await db
    .update(honeybankRequests)
    .set({ status, answer })
    .where(and(eq(honeybankRequests.userId, userId), eq(honeybankRequests.key, key)));
}
