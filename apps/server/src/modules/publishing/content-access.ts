// Publishing's facts for the content seam (decision 0026): a book's manuscript opens to whoever
// holds, now, a token of a listing that sells the book, and to its reviewers while it waits.
import { HOLDS_BOOK_TOKEN, REVIEWS_PENDING_BOOK } from "@wbe3/domain";
import { holdsAnyToken } from "../chain-index/service.ts";
import type { AccessFactProvider } from "../content/service.ts";
import { saleListings } from "../marketplace/service.ts";
import { booksOfFile } from "./service.ts";

export const PUBLISHING_ACCESS_FACTS: AccessFactProvider = {
  area: "publishing",
  facts: [HOLDS_BOOK_TOKEN, REVIEWS_PENDING_BOOK],
  async supply(deps, { reader, file, asked }) {
    const books = await booksOfFile(deps.db, file.cid);
    const holds: string[] = [];
    const reviewer = reader.role === "admin" || reader.privileged;
    if (asked.has(REVIEWS_PENDING_BOOK) && reviewer && books.pendingReview) holds.push(REVIEWS_PENDING_BOOK);
    const tokens = (await saleListings(deps.db, books.listingIds)).flatMap((listing) =>
      listing.tokenContract && listing.tokenId !== null ? [{ contract: listing.tokenContract, tokenId: listing.tokenId }] : [],
    );
    const wallet = reader.walletAddress;
    if (wallet !== null && (await holdsAnyToken(deps.db, deps.chain, wallet, tokens, deps.logger))) holds.push(HOLDS_BOOK_TOKEN);
    return { holds, sold: { listingIds: books.listingIds, tokens } };
  },
};
