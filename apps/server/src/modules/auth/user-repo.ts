import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { emailTokens, users, type Database } from "@wbe3/db";

type NewUser = typeof users.$inferInsert;

export async function findUserByWallet(db: Database, walletAddress: string) {
  const [row] = await db.select().from(users).where(eq(users.walletAddress, walletAddress.toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/** Inserts the user unless the e-mail or wallet is taken; null when it was. */
export async function insertUser(db: Database, values: NewUser) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(db: Database, id: string, values: Partial<NewUser>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

export async function insertEmailToken(db: Database, values: typeof emailTokens.$inferInsert) {
  await db.insert(emailTokens).values(values);
}

/** Spends every unused token of this purpose the user holds: a newer link replaces older ones. */
export async function invalidateEmailTokens(db: Database, userId: string, purpose: "verify" | "reset"): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** Spends a one-time e-mail token; the user id when it was valid, else null. */
export async function consumeEmailToken(db: Database, tokenHash: string, purpose: "verify" | "reset"): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Used or expired e-mail links can never be followed again. */
export async function deleteSpentEmailTokens(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(emailTokens)
    .where(or(lt(emailTokens.expiresAt, now), isNotNull(emailTokens.usedAt)))
    .returning({ tokenHash: emailTokens.tokenHash });
  return rows.length;
}

export function countUsers(db: Database): Promise<number> {
  return db.$count(users);
}
