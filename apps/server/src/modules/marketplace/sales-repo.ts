import { and, eq, inArray, sql } from "drizzle-orm";
import { marketplaceListings, type Database } from "@wbe3/db";

/** The presale allowlists of those of these listings whose presale is still on at `now`. */
export function findOpenPresales(db: Database, ids: string[], now: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: marketplaceListings.id, allowlist: marketplaceListings.presaleAllowlist })
    .from(marketplaceListings)
    .where(and(inArray(marketplaceListings.id, ids), sql`${marketplaceListings.presaleEndsAt} > ${now.toISOString()}::timestamptz`));
}

/** Everything checkout needs to know about these listings (active or not). */
export function findSaleListings(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: marketplaceListings.id,
      uploadId: marketplaceListings.uploadId,
      title: marketplaceListings.title,
      sellerId: marketplaceListings.sellerId,
      sellerName: marketplaceListings.sellerName,
      sellerKind: marketplaceListings.sellerKind,
      description: marketplaceListings.description,
      kind: marketplaceListings.kind,
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
 * physical product (or a `none` delivery) delivers no token (null), and its cap grows to what was
 * paid when the seller lowered the stock after the quote.
 */
export async function addSale(
  db: Database,
  sale: { listingId: string; quantity: number; token: { contract: string; tokenId: bigint } | null },
) {
  await db
    .update(marketplaceListings)
    .set({
      sold: sql`${marketplaceListings.sold} + ${sale.quantity}`,
      // A seller's stock may have been lowered after the buyer's quote (which the chain
      // honours): the paid units are recorded all the same, leaving none.
      supplyCap: sql`case when ${marketplaceListings.delivery} in ('physical', 'none')
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
