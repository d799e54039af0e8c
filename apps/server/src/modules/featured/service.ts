import { DISPLAY, type FeaturedItem } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import { catalogTrackCountByName, type MusicCatalogProvider } from "../artists/service.ts";
import { listFeaturedRows } from "./repo.ts";

type FeaturedRow = Awaited<ReturnType<typeof listFeaturedRows>>[number];

/**
 * The home spotlight. An item that shows a track count (a catalog, not a single) and names an
 * artist with a profile counts that artist's catalog as their page does, so the two agree; the
 * seeded figure stays only for names no artist has.
 */
export async function listFeatured(db: Database, catalog: MusicCatalogProvider): Promise<FeaturedItem[]> {
  const rows = (await listFeaturedRows(db)).slice(0, DISPLAY.spotlightCount);
  return Promise.all(rows.map(async (row) => toFeaturedItem(row, await trackCountOf(db, catalog, row))));
}

async function trackCountOf(db: Database, catalog: MusicCatalogProvider, row: FeaturedRow): Promise<number | null> {
  if (row.trackCount === null) return null;
  return (await catalogTrackCountByName(db, catalog, row.artist)) ?? row.trackCount;
}

function toFeaturedItem(row: FeaturedRow, trackCount: number | null): FeaturedItem {
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    type: row.type,
    imageUrl: row.imageUrl,
    price: row.price.toString(),
    description: row.description,
    trackCount,
    listenUrl: row.listenUrl,
  };
}
