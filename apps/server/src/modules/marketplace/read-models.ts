import { and, eq, exists, sql, type SQLWrapper } from "drizzle-orm";
import { marketplaceListings, type Database } from "@wbe3/db";

/*
 * What other modules' queries may join of the listings this module owns (see ARCHITECTURE.md:
 * each table has one owner). Plain projections of one table: PostgreSQL inlines them, so a query
 * that joins one runs as if it joined the table, in the same single statement.
 */

/** Whether the artist (`artistId`: a column of the outer query, or a value) has a work for sale. */
export function hasActiveListingBy(db: Database, artistId: SQLWrapper) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(marketplaceListings)
      .where(and(eq(marketplaceListings.artistId, artistId), eq(marketplaceListings.active, true))),
  );
}

/**
 * Each listing as other areas show it: order of listing (`seq`), artist, upload, title, category,
 * image, the seller's account, name (still read as `artistName` by the token views) and wallet,
 * and the token it sells (contract lower-case, as stored).
 */
export function listingFacts<Alias extends string>(db: Database, alias: Alias) {
  return db
    .select({
      id: marketplaceListings.id,
      seq: marketplaceListings.seq,
      artistId: marketplaceListings.artistId,
      uploadId: marketplaceListings.uploadId,
      title: marketplaceListings.title,
      category: marketplaceListings.category,
      imageUrl: marketplaceListings.imageUrl,
      artistName: marketplaceListings.sellerName,
      sellerId: marketplaceListings.sellerId,
      sellerKind: marketplaceListings.sellerKind,
      sellerWallet: marketplaceListings.sellerWallet,
      tokenContract: marketplaceListings.tokenContract,
      tokenId: marketplaceListings.tokenId,
    })
    .from(marketplaceListings)
    .as(alias);
}
