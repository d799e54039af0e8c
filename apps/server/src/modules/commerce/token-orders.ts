import { and, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { orderItems, orders, type Database } from "@wbe3/db";

/** A token on our contracts, as listings and order lines name it. */
export interface SoldToken {
  contract: string;
  tokenId: bigint;
}

/**
 * The id of the user's newest paid order with a line of one of these listings or delivering one of
 * these tokens (what a gated file's stamp names); null when they paid for none (a token they got
 * by transfer).
 */
export async function newestPaidOrderFor(
  db: Database,
  userId: string,
  sold: { listingIds: string[]; tokens: SoldToken[] },
): Promise<string | null> {
  const lines: SQL[] = sold.tokens.map(
    (token) =>
      sql`(lower(${orderItems.tokenContract}) = ${token.contract.toLowerCase()} and ${orderItems.tokenId} = ${token.tokenId.toString()})`,
  );
  if (sold.listingIds.length > 0) lines.push(inArray(orderItems.listingId, sold.listingIds));
  if (lines.length === 0) return null;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid"), isNull(orderItems.refundedAt), or(...lines)))
    .orderBy(desc(orders.paidAt), desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}
