import { asc, eq } from "drizzle-orm";
import { artists, type Database } from "@wbe3/db";

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

export function listVerifiedArtists(db: Database) {
  return db.select().from(artists).where(eq(artists.verified, true)).orderBy(asc(artists.name));
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

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}
