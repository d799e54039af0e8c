import type { Database } from "@wbe3/db";
import { listingKindOf, type ListingDelivery, type RevenueSplit, type SellerKind } from "@wbe3/domain";
import { changeListingRow, insertListing, withdrawListingRow, type ListingChange } from "./repo.ts";

// How a selling area lists what it sells (decision 0024): one way for every kind, checked against
// what the area registered. The marketplace knows deliveries and drop rules, never the areas.

/**
 * Who sells a listing (decision 0029): the seller's account (null only for an artist profile that
 * has no account, as seeded authors), its kind and the name buyers see.
 */
export interface ListingSeller {
  id: string | null;
  kind: SellerKind;
  name: string;
}

/** A listing as an area publishes it; the marketplace keeps the rest (sales, drop rules, order). */
export interface ListingToPublish {
  /** A listing kind the area registered. */
  kind: string;
  /** One of the categories the kind declared. */
  category: string;
  /** One of the deliveries the kind declared. */
  delivery: ListingDelivery;
  /** The seller account whose listing, sales and revenue this is. */
  seller: ListingSeller;
  /** The artist profile whose work it is (its public pages list it); null or absent for other sellers. */
  artistId?: string | null | undefined;
  /** The upload behind it, for works. */
  uploadId?: string | null | undefined;
  title: string;
  description: string;
  /** WBE3 base units. */
  price: bigint;
  /** Same-origin URL (/ipfs/<cid>) or null. */
  imageUrl: string | null;
  tags?: string[] | undefined;
  /** Who the buyer pays; null: the listing cannot be bought until there is one. */
  sellerWallet: string | null;
  royaltyBps?: number | undefined;
  splits?: RevenueSplit[] | undefined;
  /** Units for sale (a product's stock); null or absent: no limit. */
  supplyCap?: number | null | undefined;
  active?: boolean | undefined;
  /** A listing of a token that exists already (transfer deliveries). */
  token?: { contract: string; tokenId: bigint } | undefined;
}

/** A listing kind nobody registered, or one used outside what it declared: a mistake in the caller. */
function refuseUndeclared(listing: Pick<ListingToPublish, "kind" | "category" | "delivery">): void {
  const kind = listingKindOf(listing.kind);
  if (!kind) throw new Error(`No selling area registered the listing kind "${listing.kind}"`);
  if (!kind.categories.includes(listing.category)) {
    throw new Error(`Listing kind "${listing.kind}" does not sell in category "${listing.category}"`);
  }
  if (!kind.deliveries.includes(listing.delivery)) {
    throw new Error(`Listing kind "${listing.kind}" is not delivered as "${listing.delivery}"`);
  }
}

/**
 * Lists something an area sells. Pass the caller's transaction as `db` so the listing lands with
 * what it sells, then call `listingsChanged` once it has committed.
 */
export async function publishListing(db: Database, listing: ListingToPublish): Promise<string> {
  refuseUndeclared(listing);
  const { token, sellerWallet, seller, ...shown } = listing;
  return insertListing(db, {
    ...shown,
    sellerId: seller.id,
    sellerKind: seller.kind,
    sellerName: seller.name,
    sellerWallet: sellerWallet?.toLowerCase() ?? null,
    ...(token ? { tokenContract: token.contract.toLowerCase(), tokenId: token.tokenId, isMinted: true } : {}),
  });
}

/**
 * Changes a listing of the caller's kind (same transaction rule as `publishListing`); setting `stock`
 * makes that many units buyable from now on, whatever was sold before. Null: no listing of that
 * kind has this id.
 */
export async function changeListing(db: Database, kind: string, listingId: string, change: ListingChange) {
  if (change.category !== undefined) {
    const declared = listingKindOf(kind);
    if (!declared?.categories.includes(change.category))
      throw new Error(`Listing kind "${kind}" does not sell in category "${change.category}"`);
  }
  return changeListingRow(db, kind, listingId, change);
}

/** Takes a listing of the caller's kind off sale (it stays in orders and the artist's list). False: no such listing. */
export function withdrawListing(db: Database, kind: string, listingId: string): Promise<boolean> {
  return withdrawListingRow(db, kind, listingId);
}
