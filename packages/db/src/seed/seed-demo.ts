import type { Database } from "../client.ts";
import { and, eq, isNull } from "drizzle-orm";
import { artists, featuredItems, marketplaceListings } from "../schema/index.ts";
import { DEMO_ARTIST, DEMO_AUTHOR, DEMO_FEATURED, DEMO_LISTINGS, DEMO_SELLER_WALLETS } from "./demo-data.ts";

const DEMO_ARTISTS = [DEMO_ARTIST, DEMO_AUTHOR];

/**
 * Inserts the demo content once; running it again changes nothing (stable ids), except that a
 * sample listing seeded before listings had sellers gets its demo seller (and the poetry listing
 * its author and kind, from before the demo book), and the spotlight is brought to the current curation.
 */
export async function seedDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(artists).values(DEMO_ARTISTS).onConflictDoNothing();
    // Oldest first, so the list (newest first) opens with the first sample item.
    // Sold under the demo names as artists, with no account behind them (seller_id null).
    const listings = [...DEMO_LISTINGS].reverse().map((item) => ({
      ...item,
      artistId: DEMO_ARTISTS.find((artist) => artist.name === item.sellerName)?.id ?? null,
      sellerWallet: DEMO_SELLER_WALLETS[item.sellerName] ?? null,
    }));
    await tx.insert(marketplaceListings).values(listings).onConflictDoNothing();
    for (const listing of listings) {
      await tx
        .update(marketplaceListings)
        .set({ sellerWallet: listing.sellerWallet })
        .where(and(eq(marketplaceListings.id, listing.id), isNull(marketplaceListings.sellerWallet)));
      // Seeded before the demo book had an author and a book row: it becomes her book's listing.
      if (listing.artistId !== null && listing.kind !== "work") {
        await tx
          .update(marketplaceListings)
          .set({ kind: listing.kind, artistId: listing.artistId })
          .where(and(eq(marketplaceListings.id, listing.id), isNull(marketplaceListings.artistId)));
      }
    }
    // The spotlight is demo content nobody edits: each start brings it to the current curation.
    for (const item of DEMO_FEATURED) {
      const { id: _id, ...curated } = item;
      await tx.insert(featuredItems).values(item).onConflictDoUpdate({ target: featuredItems.id, set: curated });
    }
  });
}
