import { and, count, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { artists, follows, isUniqueViolation, type Database, type SocialLinks } from "@wbe3/db";
import { userFacts } from "../auth/read-models.ts";

export async function findArtistByUser(db: Database, userId: string) {
  const [row] = await db.select().from(artists).where(eq(artists.userId, userId));
  return row ?? null;
}

export async function findArtistByUsername(db: Database, username: string) {
  const [row] = await db.select().from(artists).where(eq(artists.username, username));
  return row ?? null;
}

export async function findArtistByWallet(db: Database, walletAddress: string) {
  const [row] = await db.select().from(artists).where(eq(artists.walletAddress, walletAddress.toLowerCase()));
  return row ?? null;
}

/** Where a Discover page starts: the sort key of the last artist of the page before. */
export interface DirectoryPosition {
  verified: boolean;
  /** `created_at` to the microsecond, as `directoryKey` reads it (a JS Date keeps only milliseconds). */
  createdAt: string;
  id: string;
}

/** Exact ISO text of `created_at`, so the next page starts precisely after the last row. */
const createdAtKey = sql<string>`to_char(${artists.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Whether the artist (`artistId`: a column of the outer query) has public work of one kind, as an
 * SQL condition of the same statement: a public upload, a work for sale in the marketplace. The
 * areas that publish work sit above artists (they ask it who an artist is), so their read models
 * are handed in where the app is put together (app.ts) rather than imported here.
 */
export type PublicWorkTest = (db: Database, artistId: SQLWrapper) => SQL;

/** The tests of public work an artist needs one of to be on Discover. */
export type PublicWorkTests = readonly [PublicWorkTest, ...PublicWorkTest[]];

/**
 * Artists with at least one public work (any of `publicWork`, the seeded works being listings
 * without uploads) — verified first, then newest (id breaks ties), from `after` on, in one statement.
 */
export function listDirectoryArtists(db: Database, publicWork: PublicWorkTests, after: DirectoryPosition | null, limit: number) {
  const hasPublicWork = or(...publicWork.map((test) => test(db, artists.id)));
  const afterPosition = after
    ? sql`(${artists.verified}, ${artists.createdAt}, ${artists.id}) < (${after.verified}, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ artist: artists, createdAtKey })
    .from(artists)
    .where(and(hasPublicWork, afterPosition))
    .orderBy(desc(artists.verified), desc(artists.createdAt), desc(artists.id))
    .limit(limit);
}

/** Each artist's username, by id. */
export function findUsernames(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: artists.id, username: artists.username }).from(artists).where(inArray(artists.id, ids));
}

/** Replaces the links of the user's artist record; null when the user has no artist profile yet. */
export async function saveSocialLinks(db: Database, userId: string, socialLinks: SocialLinks) {
  const [row] = await db.update(artists).set({ socialLinks, updatedAt: new Date() }).where(eq(artists.userId, userId)).returning();
  return row ?? null;
}

/** Artists by display name, verified first then oldest: the one a featured item means by that name. */
export async function findArtistByName(db: Database, name: string) {
  const [row] = await db.select().from(artists).where(eq(artists.name, name)).orderBy(desc(artists.verified), artists.createdAt).limit(1);
  return row ?? null;
}

/** Creates or updates the user's own artist profile; null when the username belongs to someone else. */
export async function saveArtistProfile(db: Database, values: typeof artists.$inferInsert & { userId: string }) {
  const [row] = await db
    .insert(artists)
    .values(values)
    .onConflictDoUpdate({
      target: artists.userId,
      set: {
        username: values.username,
        name: values.name,
        bio: values.bio,
        appleMusicArtistId: values.appleMusicArtistId,
        walletAddress: values.walletAddress,
        updatedAt: new Date(),
      },
    })
    .returning()
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) return [];
      throw err;
    });
  return row ?? null;
}

/**
 * Follows the artist unless the user already follows `limit` artists (null: no limit); following
 * an artist already followed changes nothing and is never refused. The user's follows are locked
 * while counting, so two follows at once cannot pass the limit together.
 */
export async function insertFollowWithin(
  db: Database,
  userId: string,
  artistId: string,
  limit: number | null,
): Promise<"followed" | "limit_reached"> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`follows:${userId}`}))`);
    const [already] = await tx
      .select({ userId: follows.userId })
      .from(follows)
      .where(and(eq(follows.userId, userId), eq(follows.artistId, artistId)));
    if (already) return "followed";
    if (limit !== null) {
      const [row] = await tx.select({ n: count() }).from(follows).where(eq(follows.userId, userId));
      if ((row?.n ?? 0) >= limit) return "limit_reached";
    }
    await tx.insert(follows).values({ userId, artistId }).onConflictDoNothing();
    return "followed";
  });
}

export async function deleteFollow(db: Database, userId: string, artistId: string): Promise<void> {
  await db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.artistId, artistId)));
}

export async function countFollowers(db: Database, artistId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.artistId, artistId));
  return row?.n ?? 0;
}

export async function isFollowing(db: Database, userId: string, artistId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.artistId, artistId)));
  return row !== undefined;
}

const followerArtist = alias(artists, "follower_artist");

/** Where a followers page starts: after the follow made at `micros` (epoch microseconds) by `userId`. */
export interface FollowersPosition {
  micros: bigint;
  userId: string;
}

/**
 * One page of the artist's followers, newest first (ties by user id), with the follower's name
 * and, when they are an artist too, their username and avatar. `micros` keeps the follow time's
 * full precision for the next page's position.
 */
export async function findFollowersPage(db: Database, artistId: string, after: FollowersPosition | null, limit: number) {
  const follower = userFacts(db, "follower");
  const micros = sql<string>`(extract(epoch from ${follows.createdAt}) * 1000000)::bigint`;
  const conditions = [eq(follows.artistId, artistId)];
  if (after) conditions.push(sql`(${micros}, ${follows.userId}) < (${after.micros.toString()}::bigint, ${after.userId}::uuid)`);
  return db
    .select({
      userId: follows.userId,
      micros: sql<string>`${micros}::text`,
      followedAt: follows.createdAt,
      name: follower.name,
      username: followerArtist.username,
      artistName: followerArtist.name,
      avatarUrl: followerArtist.avatarUrl,
    })
    .from(follows)
    .innerJoin(follower, eq(follower.id, follows.userId))
    .leftJoin(followerArtist, eq(followerArtist.userId, follows.userId))
    .where(and(...conditions))
    .orderBy(desc(micros), desc(follows.userId))
    .limit(limit);
}
