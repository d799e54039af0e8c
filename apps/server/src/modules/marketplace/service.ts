import type { Database } from "@wbe3/db";
import type { MarketplaceItem, MarketplacePage, MarketplaceQuery } from "@wbe3/domain";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { listingCacheFor } from "./listing-cache.ts";
import { findListings, insertListing, setListingMinted, setListingsUnminted, type NewListing } from "./repo.ts";

/** One page of the marketplace, from the listing cache when the same page was asked just now. */
export function searchMarketplace(db: Database, query: MarketplaceQuery): Promise<MarketplacePage> {
  const key = JSON.stringify([query.q?.toLowerCase() ?? "", query.category, query.cursor ?? "", query.limit]);
  return listingCacheFor(db).get(key, () => loadPage(db, query));
}

async function loadPage(db: Database, query: MarketplaceQuery): Promise<MarketplacePage> {
  const search = query.q?.toLowerCase();
  const rows = await findListings(db, {
    search: search ? search : undefined,
    category: query.category === "all" ? undefined : query.category,
    beforeSeq: query.cursor ? decodeCursor(query.cursor) : undefined,
    // One extra row tells whether another page exists without a count query.
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row): MarketplaceItem => ({
      id: row.id,
      title: row.title,
      artist: row.artistName,
      description: row.description,
      price: row.price.toString(),
      category: row.category,
      imageUrl: row.imageUrl,
      tags: row.tags,
      isMinted: row.isMinted,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.seq) : null,
  };
}

/**
 * Lists a public upload in the marketplace. Pass the caller's transaction as `db` so the listing
 * lands with the upload, then call `listingsChanged` once it has committed.
 */
export async function publishListing(db: Database, listing: NewListing): Promise<void> {
  await insertListing(db, listing);
}

/** Marks an upload's listing minted; same transaction rule as publishListing. */
export async function markListingMinted(db: Database, uploadId: string): Promise<void> {
  await setListingMinted(db, uploadId);
}

/** Marks these uploads' listings not minted (their mint was lost); same transaction rule. */
export async function markListingsUnminted(db: Database, uploadIds: string[]): Promise<void> {
  await setListingsUnminted(db, uploadIds);
}

/** After a committed listing change: searches answer from the database again. */
export function listingsChanged(db: Database): void {
  listingCacheFor(db).invalidate();
}
