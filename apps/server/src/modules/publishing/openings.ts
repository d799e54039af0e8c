// What publishing brings to the openings seam (decision 0027): a book's edition opens its
// manuscript, and names it in the metadata its first sale creates. Listed in
// apps/server/src/catalogue/openings.ts.
import { eq } from "drizzle-orm";
import type { Database } from "@wbe3/db";
import type { AreaOpenings, IndexedToken, TokenOpening } from "../../lib/openings.ts";
import { amongTokens, ofTokens, openedFile } from "../../lib/token-rows.ts";
import { storedFileFacts } from "../files/read-models.ts";
import { listingFacts } from "../marketplace/read-models.ts";
import { bookFacts } from "./read-models.ts";

/** Tokens a book's listing sells: the listing's facts, the manuscript's file. */
async function bookTokens(db: Database, tokens: readonly IndexedToken[]): Promise<TokenOpening[]> {
  if (tokens.length === 0) return [];
  const listing = listingFacts(db, "book_listing");
  const book = bookFacts(db, "opened_book");
  const file = storedFileFacts(db, "opened_manuscript");
  const rows = await db
    .select({
      contract: listing.tokenContract,
      tokenId: listing.tokenId,
      listing: { title: listing.title, category: listing.category, imageUrl: listing.imageUrl, artistName: listing.artistName },
      file: { cid: file.cid, mimeType: file.mimeType, access: file.access },
    })
    .from(book)
    .innerJoin(listing, eq(listing.id, book.listingId))
    .leftJoin(file, eq(file.cid, book.fileCid))
    .where(amongTokens(listing.tokenContract, listing.tokenId, tokens));
  return ofTokens(rows, tokens).map((row) => ({
    contract: row.contract,
    tokenId: row.tokenId,
    opens: "book",
    ...row.listing,
    uploadId: null,
    file: openedFile(row.file),
    playsAsTrack: false,
  }));
}

export const PUBLISHING_OPENINGS: AreaOpenings = {
  area: "publishing",
  tokens: (db, _chainId, tokens) => bookTokens(db, tokens),
  async fileOfListing(db, listing) {
    const book = bookFacts(db, "sold_book");
    const file = storedFileFacts(db, "sold_manuscript");
    const [row] = await db
      .select({ cid: file.cid, mimeType: file.mimeType, access: file.access })
      .from(book)
      .innerJoin(file, eq(file.cid, book.fileCid))
      .where(eq(book.listingId, listing.id));
    return row ?? null;
  },
};
