import { DISPLAY, type FeaturedItem } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import { listFeaturedRows } from "./repo.ts";

export async function listFeatured(db: Database): Promise<FeaturedItem[]> {
  const rows = await listFeaturedRows(db);
  return rows.slice(0, DISPLAY.spotlightCount).map((row) => ({
    id: row.id,
    title: row.title,
    artist: row.artist,
    type: row.type,
    imageUrl: row.imageUrl,
    price: row.price.toString(),
    description: row.description,
    trackCount: row.trackCount,
    listenUrl: row.listenUrl,
  }));
}
