// What publishing brings to the openings seam (decision 0027): a book's edition opens its
// manuscript, and names it in the metadata its first sale creates. Listed in
// apps/server/src/catalogue/openings.ts.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "@wbe3/db";
import type { AreaOpenings, IndexedToken, OpenedFile, TokenOpening } from "../../lib/openings.ts";
import { storedFileFacts } from "../files/read-models.ts";
import { listingFacts } from "../marketplace/read-models.ts";
import { bookFacts } from "./read-models.ts";

const fileOf = (file: { cid: string | null; mimeType: string | null; access: OpenedFile["access"] | null } | null): OpenedFile | null =>
  file?.cid && file.mimeType && file.access ? { cid: file.cid, mimeType: file.mimeType, access: file.access } : null;

const tokenKey = (contract: string, tokenId: bigint) => `${contract.toLowerCase()}:${tokenId.toString()}`;

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
    .where(
      and(
        isNotNull(listing.tokenContract),
        inArray(listing.tokenContract, [...new Set(tokens.map((token) => token.contract.toLowerCase()))]),
        inArray(
          listing.tokenId,
          tokens.map((token) => token.tokenId),
        ),
      ),
    );
  const wanted = new Set(tokens.map((token) => tokenKey(token.contract, token.tokenId)));
  return rows.flatMap((row) =>
    row.contract !== null && row.tokenId !== null && wanted.has(tokenKey(row.contract, row.tokenId))
      ? [
          {
            contract: row.contract,
            tokenId: row.tokenId,
            opens: "book",
            ...row.listing,
            uploadId: null,
            file: fileOf(row.file),
            playsAsTrack: false,
          },
        ]
      : [],
  );
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
