import { eq } from "drizzle-orm";
import { liveShowTickets, type Database } from "@wbe3/db";

export type ShowTicketsRow = typeof liveShowTickets.$inferSelect;
export type NewShowTickets = typeof liveShowTickets.$inferInsert;

/** The show's minted ticket token, if its mint was confirmed. */
export async function findShowTickets(db: Database, showId: string): Promise<ShowTicketsRow | null> {
  const [row] = await db.select().from(liveShowTickets).where(eq(liveShowTickets.showId, showId));
  return row ?? null;
}
