import { and, eq, isNotNull, sql } from "drizzle-orm";
import { marketplaceListings, type Database, type PendingDropRules } from "@wbe3/db";

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
