// The file a listing sells, for the metadata of the edition its first sale creates (issue 19).
import { eq } from "drizzle-orm";
import type { Database } from "@wbe3/db";
import { contentPath } from "@wbe3/domain";
import { storedFileFacts } from "../files/read-models.ts";
import { bookFacts } from "../publishing/read-models.ts";
import { uploadFacts } from "../uploads/read-models.ts";

/** Where a holder opens the file, and whether it plays (audio or video: the metadata's `animation_url`). */
export interface SoldFile {
  uri: string;
  plays: boolean;
}

/**
 * The file behind a listing — its upload's main file, else the manuscript of the book it sells —
 * named the way public metadata may name it: a public file by `ipfs://<cid>`, a gated one only by
 * its access URL on this site. null: the listing sells no file (merch, a ticket).
 */
export async function soldFileOf(db: Database, listing: { id: string; uploadId: string | null }, origin: string): Promise<SoldFile | null> {
  const upload = uploadFacts(db, "sold_upload");
  const book = bookFacts(db, "sold_book");
  const file = storedFileFacts(db, "sold_file");
  const [fromUpload] = listing.uploadId ? await db.select({ cid: upload.fileCid }).from(upload).where(eq(upload.id, listing.uploadId)) : [];
  const [fromBook] = await db.select({ cid: book.fileCid }).from(book).where(eq(book.listingId, listing.id));
  const cid = fromUpload?.cid ?? fromBook?.cid;
  if (!cid) return null;
  const [stored] = await db.select().from(file).where(eq(file.cid, cid));
  if (!stored) return null;
  const plays = /^(audio|video)\//.test(stored.mimeType);
  return { uri: stored.access === "public" ? `ipfs://${cid}` : `${origin}${contentPath(cid)}`, plays };
}
