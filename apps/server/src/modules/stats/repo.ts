import { count, eq, inArray, lt } from "drizzle-orm";
import { playStarts, plays, type Database } from "@wbe3/db";

/** Records a play; false when this listener already has one for the track in this window. */
export async function insertPlay(
  db: Database,
  play: { uploadId: string; listener: string; listenedMs: number; window: number },
): Promise<boolean> {
  const inserted = await db.insert(plays).values(play).onConflictDoNothing().returning({ id: plays.id });
  return inserted.length > 0;
}

/** Counted plays per upload, for these uploads (uploads without plays are absent). */
export async function countPlays(db: Database, uploadIds: string[]): Promise<Map<string, number>> {
  if (uploadIds.length === 0) return new Map();
  const rows = await db
    .select({ uploadId: plays.uploadId, n: count() })
    .from(plays)
    .where(inArray(plays.uploadId, uploadIds))
    .groupBy(plays.uploadId);
  return new Map(rows.map((row) => [row.uploadId, row.n]));
}

/** Records that a play started now (by the server's clock); its id is the play's `playId`. */
export async function insertPlayStart(db: Database, start: { uploadId: string; listener: string; startedAt: Date }): Promise<string> {
  const [row] = await db.insert(playStarts).values(start).returning({ id: playStarts.id });
  if (!row) throw new Error("the play start was not recorded");
  return row.id;
}

export async function findPlayStart(db: Database, id: string) {
  const [row] = await db.select().from(playStarts).where(eq(playStarts.id, id));
  return row ?? null;
}

export async function deletePlayStart(db: Database, id: string): Promise<void> {
  await db.delete(playStarts).where(eq(playStarts.id, id));
}

export async function deletePlayStartsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(playStarts).where(lt(playStarts.startedAt, before)).returning({ id: playStarts.id });
  return rows.length;
}
