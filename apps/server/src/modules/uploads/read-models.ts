import { and, eq, exists, sql, type SQLWrapper } from "drizzle-orm";
import { nftMints, uploads, type Database } from "@wbe3/db";

/*
 * What other modules' queries may join of the uploads and mints this module owns (see
 * ARCHITECTURE.md: each table has one owner). Plain projections of one table each: PostgreSQL
 * inlines them, so a query that joins one runs as if it joined the table, in the same statement.
 */

/** Whether the artist (`artistId`: a column of the outer query, or a value) has a public upload. */
export function hasPublicUploadBy(db: Database, artistId: SQLWrapper) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(uploads)
      .where(and(eq(uploads.artistId, artistId), eq(uploads.isPublic, true))),
  );
}

/** Each upload as other areas show it: its artist, title, category, image, file and artist name. */
export function uploadFacts<Alias extends string>(db: Database, alias: Alias) {
  return db
    .select({
      id: uploads.id,
      artistId: uploads.artistId,
      title: uploads.title,
      category: uploads.category,
      imageUrl: uploads.imageUrl,
      fileCid: uploads.fileCid,
      artistName: uploads.artistName,
    })
    .from(uploads)
    .as(alias);
}

/** Each recorded mint: the token (chain, contract lower-case, id), the upload it was minted from, when recorded. */
export function mintFacts<Alias extends string>(db: Database, alias: Alias) {
  return db
    .select({
      uploadId: nftMints.uploadId,
      chainId: nftMints.chainId,
      contract: nftMints.contract,
      tokenId: nftMints.tokenId,
      createdAt: nftMints.createdAt,
    })
    .from(nftMints)
    .as(alias);
}
