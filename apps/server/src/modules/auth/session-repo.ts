import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { sessions, users, type Database } from "@wbe3/db";

export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The live session and its user: not revoked, not past its absolute expiry. */
export async function findLiveSession(db: Database, idHash: string) {
  const [row] = await db
    .select({ idHash: sessions.idHash, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

export async function revokeSession(db: Database, idHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Expired or revoked sessions can never be used again. */
export async function deleteDeadSessions(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.idHash });
  return rows.length;
}
