import { lt, sql } from "drizzle-orm";
import { rateLimits, type Database } from "@wbe3/db";

/** One more hit on `key` in the window starting at `windowStart`; the window's count after it. */
export async function incrementWindow(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}

export async function deleteWindowsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(rateLimits).where(lt(rateLimits.windowStart, before)).returning({ key: rateLimits.key });
  return rows.length;
}
