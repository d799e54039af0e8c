import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import { liveShowEvents, liveShows, type Database } from "@wbe3/db";
import type { LiveShowEventKind, LiveShowStatus } from "@wbe3/domain";
import { artistFacts } from "../artists/read-models.ts";

export type ShowRow = typeof liveShows.$inferSelect;
export type NewShow = typeof liveShows.$inferInsert;
export type ShowEventRow = typeof liveShowEvents.$inferSelect;

/** A show with its owner's artist username (null when the owner has no artist profile). */
export type ShowWithArtist = ShowRow & { artistUsername: string | null };

/**
 * Taken before an event row is written and held to the commit: event ids are then handed out in
 * commit order, so a client that saw event n has seen every event before it and resumes after n
 * without a gap (decision 0033).
 */
const EVENTS_LOCK_KEY = 0x77626534;

export interface ShowFilters {
  status?: LiveShowStatus | undefined;
  artistUsername?: string | undefined;
  openMic?: boolean | undefined;
}

function showsWithArtists(db: Database) {
  const artist = artistFacts(db, "show_artist");
  return {
    artist,
    query: db
      .select({ show: liveShows, artistUsername: artist.username })
      .from(liveShows)
      .leftJoin(artist, eq(artist.userId, liveShows.ownerId)),
  };
}

const flatten = ({ show, artistUsername }: { show: ShowRow; artistUsername: string | null }): ShowWithArtist => ({
  ...show,
  artistUsername,
});

/** Upcoming first (soonest first), then live, then ended and cancelled (latest first). */
const LIST_ORDER: SQL[] = [
  sql`case ${liveShows.status} when 'upcoming' then 0 when 'live' then 1 else 2 end`,
  sql`case when ${liveShows.status} = 'upcoming' then ${liveShows.eventAt} end asc`,
  sql`${liveShows.eventAt} desc`,
  asc(liveShows.id),
];

export async function findShows(db: Database, filters: ShowFilters, page: { limit: number; offset: number }): Promise<ShowWithArtist[]> {
  const { artist, query } = showsWithArtists(db);
  const rows = await query
    .where(
      and(
        filters.status === undefined ? undefined : eq(liveShows.status, filters.status),
        filters.artistUsername === undefined ? undefined : eq(artist.username, filters.artistUsername),
        filters.openMic === undefined ? undefined : eq(liveShows.openMic, filters.openMic),
      ),
    )
    .orderBy(...LIST_ORDER)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(flatten);
}

export async function findShow(db: Database, id: string): Promise<ShowWithArtist | null> {
  const [row] = await showsWithArtists(db).query.where(eq(liveShows.id, id));
  return row ? flatten(row) : null;
}

/** The show, locked until the transaction ends (a patch reads, checks and writes it). */
export async function lockShow(tx: Database, id: string): Promise<ShowRow | null> {
  const [row] = await tx.select().from(liveShows).where(eq(liveShows.id, id)).for("update");
  return row ?? null;
}

export async function insertShow(db: Database, values: NewShow): Promise<ShowRow> {
  const [row] = await db.insert(liveShows).values(values).returning();
  if (!row) throw new Error("the show was not inserted");
  return row;
}

export async function updateShow(db: Database, id: string, values: Partial<NewShow>): Promise<ShowRow> {
  const [row] = await db
    .update(liveShows)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(liveShows.id, id))
    .returning();
  if (!row) throw new Error("the show was not updated");
  return row;
}

/** Takes the events lock in the caller's transaction, held to its commit (what an event write waits for). */
export async function lockShowEvents(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EVENTS_LOCK_KEY})`);
}

/** Writes one event row; the caller's transaction holds the events lock from here to its commit. */
export async function insertShowEvent(
  tx: Database,
  values: { showId: string; kind: LiveShowEventKind; payload: Record<string, unknown> },
): Promise<ShowEventRow> {
  await lockShowEvents(tx);
  const [row] = await tx.insert(liveShowEvents).values(values).returning();
  if (!row) throw new Error("the show event was not inserted");
  return row;
}

/** Events after `afterId`, oldest first, at most `limit`. */
export function findShowEventsAfter(db: Database, afterId: bigint, limit: number): Promise<ShowEventRow[]> {
  return db.select().from(liveShowEvents).where(gt(liveShowEvents.id, afterId)).orderBy(asc(liveShowEvents.id)).limit(limit);
}

/** The newest event's id (0 when none): where a stream without Last-Event-ID starts. */
export async function lastShowEventId(db: Database): Promise<bigint> {
  const [row] = await db.select({ id: sql<string | null>`max(${liveShowEvents.id})` }).from(liveShowEvents);
  return BigInt(row?.id ?? 0);
}
