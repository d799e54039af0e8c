import { and, desc, eq, gt } from "drizzle-orm";
import { orders, type Database } from "@wbe3/db";
import type { OrderRow } from "./repo.ts";

/** Quoted orders on this chain whose deadline is after `since`, newest deadline first, at most `limit`. */
export function findQuotedOrders(db: Database, chainId: number, since: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.chainId, chainId), eq(orders.status, "quoted"), gt(orders.expiresAt, since)))
    .orderBy(desc(orders.expiresAt))
    .limit(limit);
}
