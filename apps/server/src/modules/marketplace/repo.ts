import { and, desc, eq, inArray, isNotNull, like, lt, sql, type SQL } from "drizzle-orm";
import { marketplaceListings, type Database, type PendingDropRules } from "@wbe3/db";
import type { ListingDelivery, UploadCategory } from "@wbe3/domain";

export interface ListingQuery {
  /** Lowercased search text, or undefined for no search. */
  search: string | undefined;
  category: UploadCategory | undefined;
  /** Only rows older than this sequence number (exclusive). */
  beforeSeq: bigint | undefined;
  limit: number;
}

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const columns = {
  id: marketplaceListings.id,
  seq: marketplaceListings.seq,
  title: marketplaceListings.title,
  artistName: marketplaceListings.artistName,
  description: marketplaceListings.description,
  category: marketplaceListings.category,
  price: marketplaceListings.price,
  imageUrl: marketplaceListings.imageUrl,
  tags: marketplaceListings.tags,
  isMinted: marketplaceListings.isMinted,
  supplyCap: marketplaceListings.supplyCap,
  maxPerWallet: marketplaceListings.maxPerWallet,
  presaleEndsAt: marketplaceListings.presaleEndsAt,
  sold: marketplaceListings.sold,
  createdAt: marketplaceListings.createdAt,
};

function prepareFind(db: Database, name: string, shape: { search: boolean; category: boolean; cursor: boolean }) {
  const conditions: SQL[] = [eq(marketplaceListings.active, true)];
  if (shape.category) conditions.push(eq(marketplaceListings.category, sql.placeholder("category")));
  if (shape.search) conditions.push(like(marketplaceListings.searchText, sql.placeholder("pattern")));
  if (shape.cursor) conditions.push(lt(marketplaceListings.seq, sql.placeholder("beforeSeq")));
  return db
    .select(columns)
    .from(marketplaceListings)
    .where(and(...conditions))
    .orderBy(desc(marketplaceListings.seq))
    .limit(sql.placeholder("limit"))
    .prepare(name);
}

type PreparedFind = ReturnType<typeof prepareFind>;

// The list is the busiest query of the site: each of its eight shapes is prepared once per
// database, so a request only binds values (about half the time of building it anew).
const preparedByDb = new WeakMap<Database, Map<string, PreparedFind>>();

export function findListings(db: Database, query: ListingQuery) {
  const shape = { search: query.search !== undefined, category: query.category !== undefined, cursor: query.beforeSeq !== undefined };
  const name = `marketplace_find_${Number(shape.search)}${Number(shape.category)}${Number(shape.cursor)}`;
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = new Map<string, PreparedFind>()));
  let statement = prepared.get(name);
  if (!statement) prepared.set(name, (statement = prepareFind(db, name, shape)));
  return statement.execute({
    category: query.category,
    pattern: query.search === undefined ? undefined : likeContains(query.search),
    beforeSeq: query.beforeSeq?.toString(),
    limit: query.limit,
  });
}

export type NewListing = typeof marketplaceListings.$inferInsert;

export async function insertListing(db: Database, listing: NewListing): Promise<string> {
  const [row] = await db.insert(marketplaceListings).values(listing).returning({ id: marketplaceListings.id });
  if (!row) throw new Error("the listing was not inserted");
  return row.id;
}

/** The listing ids of these uploads, by upload id (uploads that are not listed are absent). */
export async function findListingIdsOfUploads(db: Database, uploadIds: string[]): Promise<Map<string, string>> {
  if (uploadIds.length === 0) return new Map();
  const rows = await db
    .select({ id: marketplaceListings.id, uploadId: marketplaceListings.uploadId })
    .from(marketplaceListings)
    .where(inArray(marketplaceListings.uploadId, uploadIds));
  return new Map(rows.flatMap((row) => (row.uploadId ? [[row.uploadId, row.id] as const] : [])));
}

/** What setting a listing's drop rules needs to know about it. */
export async function findDropListing(db: Database, id: string) {
  const [row] = await db
    .select({
      id: marketplaceListings.id,
      sellerWallet: marketplaceListings.sellerWallet,
      delivery: marketplaceListings.delivery,
      tokenContract: marketplaceListings.tokenContract,
      tokenId: marketplaceListings.tokenId,
      sold: marketplaceListings.sold,
      supplyCap: marketplaceListings.supplyCap,
      maxPerWallet: marketplaceListings.maxPerWallet,
      presaleRoot: marketplaceListings.presaleRoot,
      presaleEndsAt: marketplaceListings.presaleEndsAt,
      presaleAllowlist: marketplaceListings.presaleAllowlist,
      pendingDropRules: marketplaceListings.pendingDropRules,
    })
    .from(marketplaceListings)
    .where(eq(marketplaceListings.id, id));
  return row;
}

export async function setPendingDropRules(db: Database, id: string, pending: PendingDropRules): Promise<void> {
  await db.update(marketplaceListings).set({ pendingDropRules: pending }).where(eq(marketplaceListings.id, id));
}

/**
 * Mirrors verified drop rules and clears the proposal, only while that same proposal is pending
 * (a newer one is left alone). False when it was no longer pending (a parallel confirmation won).
 */
export async function applyDropRules(db: Database, id: string, rules: PendingDropRules): Promise<boolean> {
  const rows = await db
    .update(marketplaceListings)
    .set({
      supplyCap: rules.supplyCap,
      maxPerWallet: rules.maxPerWallet,
      presaleRoot: rules.presaleRoot,
      presaleEndsAt: rules.presaleEndsAt === null ? null : new Date(rules.presaleEndsAt),
      presaleAllowlist: rules.presaleAllowlist,
      pendingDropRules: null,
    })
    .where(
      and(
        eq(marketplaceListings.id, id),
        isNotNull(marketplaceListings.pendingDropRules),
        sql`${marketplaceListings.pendingDropRules} = ${JSON.stringify(rules)}::jsonb`,
      ),
    )
    .returning({ id: marketplaceListings.id });
  return rows.length > 0;
}

/** The presale allowlists of those of these listings whose presale is still on at `now`. */
export function findOpenPresales(db: Database, ids: string[], now: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: marketplaceListings.id, allowlist: marketplaceListings.presaleAllowlist })
    .from(marketplaceListings)
    .where(and(inArray(marketplaceListings.id, ids), sql`${marketplaceListings.presaleEndsAt} > ${now.toISOString()}::timestamptz`));
}

/** The token a minted upload's listing sells from now on. */
export interface MintedToken {
  delivery: ListingDelivery;
  tokenContract: string;
  tokenId: bigint;
  supplyCap: number;
}

export async function setListingMinted(db: Database, uploadId: string, token: MintedToken): Promise<void> {
  await db
    .update(marketplaceListings)
    .set({ isMinted: true, ...token })
    .where(eq(marketplaceListings.uploadId, uploadId));
}

export async function setListingsUnminted(db: Database, uploadIds: string[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await db
    .update(marketplaceListings)
    .set({ isMinted: false, delivery: "mint1155", tokenContract: null, tokenId: null, supplyCap: null })
    .where(inArray(marketplaceListings.uploadId, uploadIds));
}

/** Everything checkout needs to know about these listings (active or not). */
export function findSaleListings(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: marketplaceListings.id,
      uploadId: marketplaceListings.uploadId,
      title: marketplaceListings.title,
      artistName: marketplaceListings.artistName,
      description: marketplaceListings.description,
      category: marketplaceListings.category,
      price: marketplaceListings.price,
      imageUrl: marketplaceListings.imageUrl,
      tags: marketplaceListings.tags,
      active: marketplaceListings.active,
      sellerWallet: marketplaceListings.sellerWallet,
      delivery: marketplaceListings.delivery,
      tokenContract: marketplaceListings.tokenContract,
      tokenId: marketplaceListings.tokenId,
      royaltyBps: marketplaceListings.royaltyBps,
      splits: marketplaceListings.splits,
      supplyCap: marketplaceListings.supplyCap,
      maxPerWallet: marketplaceListings.maxPerWallet,
      presaleEndsAt: marketplaceListings.presaleEndsAt,
      sold: marketplaceListings.sold,
    })
    .from(marketplaceListings)
    .where(inArray(marketplaceListings.id, ids));
}

/**
 * Takes back a sale the chain lost. A mint-on-purchase listing whose token that sale created, and
 * that has no other sale left, forgets the token: the restored chain never created it.
 */
export async function removeSale(db: Database, sale: { listingId: string; quantity: number; tokenId: bigint | null }) {
  await db
    .update(marketplaceListings)
    .set({
      sold: sql`greatest(${marketplaceListings.sold} - ${sale.quantity}, 0)`,
      tokenContract: sql`case when ${marketplaceListings.delivery} = 'mint1155' and ${marketplaceListings.sold} - ${sale.quantity} <= 0
        and ${marketplaceListings.tokenId} = ${sale.tokenId?.toString() ?? null}::numeric then null else ${marketplaceListings.tokenContract} end`,
      tokenId: sql`case when ${marketplaceListings.delivery} = 'mint1155' and ${marketplaceListings.sold} - ${sale.quantity} <= 0
        and ${marketplaceListings.tokenId} = ${sale.tokenId?.toString() ?? null}::numeric then null else ${marketplaceListings.tokenId} end`,
    })
    .where(eq(marketplaceListings.id, sale.listingId));
}

/**
 * Counts a paid sale; a mint-on-purchase listing keeps the token id its first sale created. A
 * physical product delivers no token (null), and its cap grows to what was paid when the seller
 * lowered the stock after the quote.
 */
export async function addSale(
  db: Database,
  sale: { listingId: string; quantity: number; token: { contract: string; tokenId: bigint } | null },
) {
  await db
    .update(marketplaceListings)
    .set({
      sold: sql`${marketplaceListings.sold} + ${sale.quantity}`,
      // A store product's stock may have been lowered after the buyer's quote (which the chain
      // honours): the paid units are recorded all the same, leaving none.
      supplyCap: sql`case when ${marketplaceListings.delivery} = 'physical'
        then greatest(${marketplaceListings.supplyCap}, ${marketplaceListings.sold} + ${sale.quantity})
        else ${marketplaceListings.supplyCap} end`,
      tokenContract: sql`coalesce(${marketplaceListings.tokenContract}, ${sale.token?.contract ?? null})`,
      tokenId: sql`coalesce(${marketplaceListings.tokenId}, ${sale.token?.tokenId.toString() ?? null}::numeric)`,
    })
    .where(eq(marketplaceListings.id, sale.listingId));
}

/** Those of these listings in presale at `now` whose allowlist does not hold `wallet` (lower-case; null: no wallet). */
export async function findPresalesClosedTo(db: Database, ids: string[], wallet: string | null, now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: marketplaceListings.id })
    .from(marketplaceListings)
    .where(
      and(
        inArray(marketplaceListings.id, ids),
        sql`${marketplaceListings.presaleEndsAt} > ${now.toISOString()}::timestamptz`,
        sql`not (${wallet ?? ""} = any(coalesce(${marketplaceListings.presaleAllowlist}, '{}'::text[])))`,
      ),
    );
  return rows.map((row) => row.id);
}

/** An artist's own listings, active or not, newest first (the dashboard's Marketplace tab). */
export function findArtistListings(db: Database, artistId: string) {
  return db
    .select({
      id: marketplaceListings.id,
      title: marketplaceListings.title,
      category: marketplaceListings.category,
      price: marketplaceListings.price,
      sold: marketplaceListings.sold,
      supplyCap: marketplaceListings.supplyCap,
      active: marketplaceListings.active,
      presaleEndsAt: marketplaceListings.presaleEndsAt,
      createdAt: marketplaceListings.createdAt,
    })
    .from(marketplaceListings)
    .where(eq(marketplaceListings.artistId, artistId))
    .orderBy(desc(marketplaceListings.seq));
}

/** What changes on a store product's listing; `stock` sets the units left (supply cap = sold + stock). */
export interface ProductListingChange {
  title?: string | undefined;
  description?: string | undefined;
  category?: NewListing["category"] | undefined;
  price?: bigint | undefined;
  imageUrl?: string | null | undefined;
  stock?: number | undefined;
  /** For sale (the product is active); the listing is active only while stock is left too. */
  forSale: boolean;
}

/**
 * Changes a product's listing in one statement, so a sale counted at the same moment is never
 * overwritten: the cap is computed from `sold` as the row has it. Answers the units sold and left.
 */
export async function changeProductListing(db: Database, id: string, change: ProductListingChange) {
  const supplyCap = change.stock === undefined ? marketplaceListings.supplyCap : sql`${marketplaceListings.sold} + ${change.stock}`;
  const [row] = await db
    .update(marketplaceListings)
    .set({
      ...(change.title === undefined ? {} : { title: change.title }),
      ...(change.description === undefined ? {} : { description: change.description }),
      ...(change.category === undefined ? {} : { category: change.category }),
      ...(change.price === undefined ? {} : { price: change.price }),
      ...(change.imageUrl === undefined ? {} : { imageUrl: change.imageUrl }),
      ...(change.stock === undefined ? {} : { supplyCap: sql`${supplyCap}` }),
      active: sql`${change.forSale} and coalesce(${supplyCap} > ${marketplaceListings.sold}, false)`,
    })
    .where(and(eq(marketplaceListings.id, id), eq(marketplaceListings.delivery, "physical")))
    .returning({ sold: marketplaceListings.sold, supplyCap: marketplaceListings.supplyCap });
  return row ?? null;
}

/** Units sold and the supply cap of these listings, by id. */
export async function findListingStock(db: Database, ids: string[]): Promise<Map<string, { sold: number; supplyCap: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: marketplaceListings.id, sold: marketplaceListings.sold, supplyCap: marketplaceListings.supplyCap })
    .from(marketplaceListings)
    .where(inArray(marketplaceListings.id, ids));
  return new Map(rows.map((row) => [row.id, { sold: row.sold, supplyCap: row.supplyCap }]));
}
