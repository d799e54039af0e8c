import { and, desc, eq, inArray, like, lt, sql, type SQL } from "drizzle-orm";
import { marketplaceListings, type Database } from "@wbe3/db";
import type { ListingDelivery } from "@wbe3/domain";

export interface ListingQuery {
  /** Lowercased search text, or undefined for no search. */
  search: string | undefined;
  category: string | undefined;
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
  sellerId: marketplaceListings.sellerId,
  sellerName: marketplaceListings.sellerName,
  sellerKind: marketplaceListings.sellerKind,
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

/** What changes on a listing; `stock` sets the units left (supply cap = sold + stock). */
export interface ListingChange {
  title?: string | undefined;
  description?: string | undefined;
  category?: NewListing["category"] | undefined;
  price?: bigint | undefined;
  imageUrl?: string | null | undefined;
  stock?: number | undefined;
  /** For sale; the listing is active only while stock is left too (when it has a supply cap). */
  forSale: boolean;
}

/**
 * Changes a listing of this kind in one statement, so a sale counted at the same moment is never
 * overwritten: the cap is computed from `sold` as the row has it. Answers the units sold and the
 * cap (null: no listing of this kind with that id).
 */
export async function changeListingRow(db: Database, kind: string, id: string, change: ListingChange) {
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
      active: sql`${change.forSale} and coalesce(${supplyCap} > ${marketplaceListings.sold}, true)`,
    })
    .where(and(eq(marketplaceListings.id, id), eq(marketplaceListings.kind, kind)))
    .returning({ sold: marketplaceListings.sold, supplyCap: marketplaceListings.supplyCap });
  return row ?? null;
}

export async function withdrawListingRow(db: Database, kind: string, id: string): Promise<boolean> {
  const rows = await db
    .update(marketplaceListings)
    .set({ active: false })
    .where(and(eq(marketplaceListings.id, id), eq(marketplaceListings.kind, kind)))
    .returning({ id: marketplaceListings.id });
  return rows.length > 0;
}

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

/** A seller account's own listings, active or not, newest first (their sales). */
export function findSellerListings(db: Database, sellerId: string) {
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
    .where(eq(marketplaceListings.sellerId, sellerId))
    .orderBy(desc(marketplaceListings.seq));
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
