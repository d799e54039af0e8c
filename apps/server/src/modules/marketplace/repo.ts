import { and, desc, eq, like, lt, sql, type SQL } from "drizzle-orm";
import { marketplaceListings, type Database } from "@wbe3/db";
import type { UploadCategory } from "@wbe3/domain";

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

export function findListings(db: Database, query: ListingQuery) {
  const conditions: SQL[] = [eq(marketplaceListings.active, true)];
  if (query.category) conditions.push(eq(marketplaceListings.category, query.category));
  if (query.search) conditions.push(like(marketplaceListings.searchText, likeContains(query.search)));
  if (query.beforeSeq !== undefined) conditions.push(lt(marketplaceListings.seq, query.beforeSeq));
  return db
    .select({
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
      createdAt: marketplaceListings.createdAt,
    })
    .from(marketplaceListings)
    .where(and(...conditions))
    .orderBy(desc(marketplaceListings.seq))
    .limit(query.limit);
}

export async function countListings(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(marketplaceListings);
  return row?.n ?? 0;
}
