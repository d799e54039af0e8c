import type { Database } from "../client.ts";
import { artists, featuredItems, marketplaceListings } from "../schema/index.ts";
import { DEMO_ARTIST, DEMO_FEATURED, DEMO_LISTINGS } from "./demo-data.ts";

/** Inserts the demo content once; running it again changes nothing (stable ids, no updates). */
export async function seedDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(artists).values(DEMO_ARTIST).onConflictDoNothing();
    await tx.insert(featuredItems).values(DEMO_FEATURED).onConflictDoNothing();
    // Oldest first, so the list (newest first) opens with the first sample item.
    const listings = [...DEMO_LISTINGS]
      .reverse()
      .map((item) => ({ ...item, artistId: item.artistName === DEMO_ARTIST.name ? DEMO_ARTIST.id : null }));
    await tx.insert(marketplaceListings).values(listings).onConflictDoNothing();
  });
}
