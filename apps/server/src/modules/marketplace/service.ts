import type { Hash, Hex } from "viem";
import type { Database } from "@wbe3/db";
import {
  type DropRules,
  type DropRulesCalls,
  type DropRulesState,
  type MarketplaceItem,
  type MarketplacePage,
  type MarketplaceQuery,
  type SellerListing,
  type SessionUser,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { confirmDropRules, proofsFor, proposeDropRules } from "./drop-rules.ts";
import { listingCacheFor } from "./listing-cache.ts";
import {
  findListingIdsOfUploads,
  findListings,
  findListingStock,
  findSellerListings,
  setListingMinted,
  setListingsUnminted,
  type MintedToken,
} from "./repo.ts";
import { addSale, findOpenPresales, findPresalesClosedTo, findSaleListings, removeSale } from "./sales-repo.ts";

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
      seller: { id: row.sellerId, name: row.sellerName, kind: row.sellerKind },
      description: row.description,
      price: row.price.toString(),
      category: row.category,
      imageUrl: row.imageUrl,
      tags: row.tags,
      isMinted: row.isMinted,
      left: row.supplyCap === null ? null : Math.max(0, row.supplyCap - row.sold),
      maxPerWallet: row.maxPerWallet,
      presaleEndsAt: row.presaleEndsAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.seq) : null,
  };
}

export { changeListing, publishListing, withdrawListing, type ListingSeller, type ListingToPublish } from "./listings.ts";
export type { ListingChange } from "./repo.ts";

/** Units sold and the supply cap of these listings (the store's stock), by listing id. */
export function listingStock(db: Database, listingIds: string[]) {
  return findListingStock(db, listingIds);
}

/** The marketplace listing of each of these uploads, by upload id (an upload never listed is absent). */
export function listingIdsOfUploads(db: Database, uploadIds: string[]): Promise<Map<string, string>> {
  return findListingIdsOfUploads(db, uploadIds);
}

/** `PUT …/drop-rules`: the artist's rules checked and kept pending; the wallet call that sets them on chain. */
export function setDropRules(db: Database, chain: Chain, user: SessionUser, listingId: string, rules: DropRules): Promise<DropRulesCalls> {
  return proposeDropRules(db, chain, user, listingId, rules);
}

/** `POST …/drop-rules/confirm`: mirrors the rules once the chain has them; searches then show them. */
export async function confirmListingDropRules(
  db: Database,
  chain: Chain,
  user: SessionUser,
  listingId: string,
  txHash: Hash,
): Promise<DropRulesState> {
  const { rules, changed } = await confirmDropRules(db, chain, user, listingId, txHash);
  if (changed) listingsChanged(db);
  return rules;
}

/** Those of these listings in presale now that `wallet` (null: none) may not buy yet. */
export async function presaleClosedTo(db: Database, listingIds: string[], wallet: string | null): Promise<Set<string>> {
  return new Set(await findPresalesClosedTo(db, listingIds, wallet?.toLowerCase() ?? null, new Date()));
}

/** The buyer's allowlist proof per listing, in order: empty unless the listing is in presale now (or gone: null). */
export async function presaleProofs(db: Database, listingIds: (string | null)[], wallet: string): Promise<Hex[][]> {
  const known = listingIds.filter((id): id is string => id !== null);
  const presales = await findOpenPresales(db, known, new Date());
  return proofsFor(presales, listingIds, wallet);
}

/** Marks an upload's listing minted: from now on it sells that token. Same transaction rule as `publishListing`. */
export async function markListingMinted(db: Database, uploadId: string, token: MintedToken): Promise<void> {
  await setListingMinted(db, uploadId, token);
}

export type SaleListing = Awaited<ReturnType<typeof findSaleListings>>[number];

/** The listings a cart or an order names, with what selling them takes (seller, delivery, rules). */
export function saleListings(db: Database, ids: string[]): Promise<SaleListing[]> {
  return findSaleListings(db, ids);
}

/** Takes back sales the chain lost (inside the caller's transaction; call `listingsChanged` after commit). */
export async function unrecordSales(db: Database, sales: { listingId: string; quantity: number; tokenId: bigint | null }[]) {
  for (const sale of sales) await removeSale(db, sale);
}

/** Counts the sales of a paid order (inside the caller's transaction; call `listingsChanged` after commit). */
export async function recordSales(
  db: Database,
  sales: { listingId: string; quantity: number; token: { contract: string; tokenId: bigint } | null }[],
) {
  for (const sale of sales) await addSale(db, sale);
}

/** Marks these uploads' listings not minted (their mint was lost); same transaction rule. */
export async function markListingsUnminted(db: Database, uploadIds: string[]): Promise<void> {
  await setListingsUnminted(db, uploadIds);
}

/** After a committed listing change: searches answer from the database again. */
export function listingsChanged(db: Database): void {
  listingCacheFor(db).invalidate();
}

/**
 * A seller account's own listings (active or not, newest first) with sold / supply and whether a
 * presale runs at `now`: their sales (the artist dashboard's Marketplace tab, the partner's sales).
 */
export async function listingsOfSeller(db: Database, sellerId: string, now = new Date()): Promise<SellerListing[]> {
  const rows = await findSellerListings(db, sellerId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    price: row.price.toString(),
    sold: row.sold,
    supply: row.supplyCap,
    active: row.active,
    presaleEndsAt: row.presaleEndsAt?.toISOString() ?? null,
    presale: row.presaleEndsAt !== null && row.presaleEndsAt > now,
    createdAt: row.createdAt.toISOString(),
  }));
}
