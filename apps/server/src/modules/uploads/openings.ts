// What uploads bring to the openings seam (decision 0027): what a work's tokens open in the vault
// (its minted upload's file, or the file of the upload a listing sells) and the file a work's
// listing edition names. Listed in apps/server/src/catalogue/openings.ts.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@wbe3/db";
import type { AreaOpenings, IndexedToken, TokenOpening } from "../../lib/openings.ts";
import { amongTokens, ofTokens, openedFile, tokenKey } from "../../lib/token-rows.ts";
import { storedFileFacts } from "../files/read-models.ts";
import { listingFacts } from "../marketplace/read-models.ts";
import { mintFacts, uploadFacts } from "./read-models.ts";

/** Tokens minted from an upload: the upload's own facts and file. */
async function mintedWorks(db: Database, chainId: number, tokens: readonly IndexedToken[]): Promise<TokenOpening[]> {
  const mint = mintFacts(db, "opened_mint");
  const upload = uploadFacts(db, "opened_upload");
  const file = storedFileFacts(db, "opened_upload_file");
  const rows = await db
    .select({
      contract: mint.contract,
      tokenId: mint.tokenId,
      upload: { id: upload.id, title: upload.title, category: upload.category, imageUrl: upload.imageUrl, artistName: upload.artistName },
      file: { cid: file.cid, mimeType: file.mimeType, access: file.access },
    })
    .from(mint)
    .innerJoin(upload, eq(upload.id, mint.uploadId))
    .leftJoin(file, eq(file.cid, upload.fileCid))
    .where(and(eq(mint.chainId, chainId), amongTokens(mint.contract, mint.tokenId, tokens)));
  return ofTokens(rows, tokens).map((row) => ({
    contract: row.contract,
    tokenId: row.tokenId,
    opens: "work",
    title: row.upload.title,
    category: row.upload.category,
    imageUrl: row.upload.imageUrl,
    artistName: row.upload.artistName,
    uploadId: row.upload.id,
    file: openedFile(row.file),
    playsAsTrack: true,
  }));
}

/** Tokens a listing of an upload sells (its edition): the listing's facts, the upload's file. */
async function listedWorks(db: Database, tokens: readonly IndexedToken[]): Promise<TokenOpening[]> {
  const listing = listingFacts(db, "opened_listing");
  const upload = uploadFacts(db, "listed_upload");
  const file = storedFileFacts(db, "listed_upload_file");
  const rows = await db
    .selectDistinctOn([listing.tokenContract, listing.tokenId], {
      contract: listing.tokenContract,
      tokenId: listing.tokenId,
      listing: { title: listing.title, category: listing.category, imageUrl: listing.imageUrl, artistName: listing.artistName },
      uploadId: upload.id,
      file: { cid: file.cid, mimeType: file.mimeType, access: file.access },
    })
    .from(listing)
    .innerJoin(upload, eq(upload.id, listing.uploadId))
    .leftJoin(file, eq(file.cid, upload.fileCid))
    .where(amongTokens(listing.tokenContract, listing.tokenId, tokens))
    .orderBy(listing.tokenContract, listing.tokenId, asc(listing.seq));
  return ofTokens(rows, tokens).map((row) => ({
    contract: row.contract,
    tokenId: row.tokenId,
    opens: "work",
    ...row.listing,
    uploadId: row.uploadId,
    file: openedFile(row.file),
    playsAsTrack: true,
  }));
}

export const UPLOADS_OPENINGS: AreaOpenings = {
  area: "uploads",
  async tokens(db, chainId, tokens) {
    if (tokens.length === 0) return [];
    // A minted upload's own facts win over a listing's, as the artist's mint is the work itself.
    const [minted, listed] = await Promise.all([mintedWorks(db, chainId, tokens), listedWorks(db, tokens)]);
    const seen = new Set(minted.map((row) => tokenKey(row.contract, row.tokenId)));
    return [...minted, ...listed.filter((row) => !seen.has(tokenKey(row.contract, row.tokenId)))];
  },
  async fileOfListing(db, listing) {
    if (!listing.uploadId) return null;
    const upload = uploadFacts(db, "sold_upload");
    const file = storedFileFacts(db, "sold_upload_file");
    const [row] = await db
      .select({ cid: file.cid, mimeType: file.mimeType, access: file.access })
      .from(upload)
      .innerJoin(file, eq(file.cid, upload.fileCid))
      .where(eq(upload.id, listing.uploadId));
    return row ?? null;
  },
};
