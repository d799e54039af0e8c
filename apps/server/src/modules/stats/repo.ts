import { count, inArray } from "drizzle-orm";
import { plays, type Database } from "@wbe3/db";

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
