// The file a listing sells, for the metadata of the edition its first sale creates (issue 19),
// asked of the area that sells it (decision 0027): commerce names no area.
import type { Database } from "@wbe3/db";
import { contentPath } from "@wbe3/domain";
import { openingAreas } from "../../lib/openings.ts";

/** Where a holder opens the file, and whether it plays (audio or video: the metadata's `animation_url`). */
export interface SoldFile {
  uri: string;
  plays: boolean;
}

/**
 * The file behind a listing, as the first registered area that sells one through it names it (a
 * work's upload, a book's manuscript), written the way public metadata may name it: a public
 * file by `ipfs://<cid>`, a gated one only by its access URL on this site. null: the listing sells
 * no file (merch, a ticket).
 */
export async function soldFileOf(db: Database, listing: { id: string; uploadId: string | null }, origin: string): Promise<SoldFile | null> {
  for (const area of openingAreas()) {
    const file = area.fileOfListing ? await area.fileOfListing(db, listing) : null;
    if (!file) continue;
    const plays = /^(audio|video)\//.test(file.mimeType);
    return { uri: file.access === "public" ? `ipfs://${file.cid}` : `${origin}${contentPath(file.cid)}`, plays };
  }
  return null;
}
