import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { authNonces, type Database } from "@wbe3/db";

export async function insertNonce(db: Database, nonce: string, expiresAt: Date): Promise<void> {
  await db.insert(authNonces).values({ nonce, expiresAt });
}

/** Marks the nonce used if it is known, unused and unexpired; false otherwise. Atomic. */
export async function consumeNonce(db: Database, nonce: string): Promise<boolean> {
  const used = await db
    .update(authNonces)
    .set({ usedAt: new Date() })
    .where(and(eq(authNonces.nonce, nonce), isNull(authNonces.usedAt), gt(authNonces.expiresAt, new Date())))
    .returning({ nonce: authNonces.nonce });
  return used.length > 0;
}

export async function deleteExpiredNonces(db: Database): Promise<void> {
  await db.delete(authNonces).where(lt(authNonces.expiresAt, new Date()));
}

/** Used or expired nonces can never sign anyone in again. */
export async function deleteSpentNonces(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(authNonces)
    .where(or(lt(authNonces.expiresAt, now), isNotNull(authNonces.usedAt)))
    .returning({ nonce: authNonces.nonce });
  return rows.length;
}
