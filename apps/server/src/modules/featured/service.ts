import { DISPLAY, type FeaturedItem } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import { catalogTrackCountByName, type MusicCatalogProvider } from "../artists/service.ts";
import { saleListings, type SaleListing } from "../marketplace/service.ts";
import { listFeaturedRows } from "./repo.ts";

type FeaturedRow = Awaited<ReturnType<typeof listFeaturedRows>>[number];

/**
 * The home spotlight, its figures from the catalog: an item spotlighting a work shows its
 * listing's title, artist and price as the marketplace has them now (no price once it is off
 * sale); an item that shows a track count (a catalog, not a single) and names an artist with a
 * profile counts that artist's catalog as their page does, so the two agree — the seeded figure
 * stays only for names no artist has.
 */
export async function listFeatured(db: Database, catalog: MusicCatalogProvider): Promise<FeaturedItem[]> {
  const rows = (await listFeaturedRows(db)).slice(0, DISPLAY.spotlightCount);
  const listings = new Map(
    (
      await saleListings(
        db,
        rows.flatMap((row) => (row.listingId ? [row.listingId] : [])),
      )
    ).map((listing) => [listing.id, listing]),
  );
  return Promise.all(
    rows.map(async (row) =>
      toFeaturedItem(row, row.listingId ? listings.get(row.listingId) : undefined, await trackCountOf(db, catalog, row)),
    ),
  );
}

async function trackCountOf(db: Database, catalog: MusicCatalogProvider, row: FeaturedRow): Promise<number | null> {
  if (row.trackCount === null) return null;
  return (await catalogTrackCountByName(db, catalog, row.artist)) ?? row.trackCount;
}

function toFeaturedItem(row: FeaturedRow, listing: SaleListing | undefined, trackCount: number | null): FeaturedItem {
  return {
    id: row.id,
    title: listing?.title ?? row.title,
    artist: listing?.sellerName ?? row.artist,
    type: row.type,
    imageUrl: row.imageUrl,
    listingId: listing?.active ? listing.id : null,
    price: listing?.active ? listing.price.toString() : null,
    description: row.description,
    trackCount,
    listenUrl: row.listenUrl,
  };
}
