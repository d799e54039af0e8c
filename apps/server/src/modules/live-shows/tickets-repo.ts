import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { liveShowEvents, liveShowFiles, liveShows, liveShowTicketRequests, liveShowTickets, type Database } from "@wbe3/db";
import type { IndexedToken } from "../../lib/openings.ts";
import { amongTokens, ofTokens } from "../../lib/token-rows.ts";
import { holdingFacts } from "../chain-index/read-models.ts";

export type ShowTicketsRow = typeof liveShowTickets.$inferSelect;
export type NewShowTickets = typeof liveShowTickets.$inferInsert;
export type TicketRequestRow = typeof liveShowTicketRequests.$inferSelect;
export type NewTicketRequest = typeof liveShowTicketRequests.$inferInsert;

/** The show's minted ticket token, if its mint was confirmed. */
export async function findShowTickets(db: Database, showId: string): Promise<ShowTicketsRow | null> {
  const [row] = await db.select().from(liveShowTickets).where(eq(liveShowTickets.showId, showId));
  return row ?? null;
}

/** The ticket tokens of these shows, by show id (a show without one is absent). */
export async function findTicketsOfShows(db: Database, showIds: string[]): Promise<Map<string, ShowTicketsRow>> {
  if (showIds.length === 0) return new Map();
  const rows = await db.select().from(liveShowTickets).where(inArray(liveShowTickets.showId, showIds));
  return new Map(rows.map((row) => [row.showId, row]));
}

/** The show a mint transaction's tickets were recorded for, if any. */
export async function findTicketsByTx(db: Database, chainId: number, txHash: string): Promise<ShowTicketsRow | null> {
  const [row] = await db
    .select()
    .from(liveShowTickets)
    .where(and(eq(liveShowTickets.chainId, chainId), eq(liveShowTickets.mintTxHash, txHash)));
  return row ?? null;
}

/** The shows whose tickets are among these tokens, with their status and title. */
export async function findShowsOfTokens(db: Database, chainId: number, tokens: readonly IndexedToken[]) {
  if (tokens.length === 0) return [];
  const rows = await db
    .select({ tickets: liveShowTickets, status: liveShows.status, title: liveShows.title, artistName: liveShows.artistName })
    .from(liveShowTickets)
    .innerJoin(liveShows, eq(liveShows.id, liveShowTickets.showId))
    .where(and(eq(liveShowTickets.chainId, chainId), amongTokens(liveShowTickets.contract, liveShowTickets.tokenId, tokens)));
  return ofTokens(
    rows.map((row) => ({ ...row.tickets, status: row.status, title: row.title, artistName: row.artistName })),
    tokens,
  );
}

/** Records the show's tickets; false when the show or the transaction has them already (a confirmation at once). */
export async function insertShowTickets(tx: Database, values: NewShowTickets): Promise<boolean> {
  const rows = await tx.insert(liveShowTickets).values(values).onConflictDoNothing().returning({ showId: liveShowTickets.showId });
  return rows.length > 0;
}

export async function setTicketsListing(tx: Database, showId: string, listingId: string): Promise<void> {
  await tx.update(liveShowTickets).set({ listingId }).where(eq(liveShowTickets.showId, showId));
}

/** Keeps the mint the artist was last asked to send for the show (asking again replaces it). */
export async function upsertTicketRequest(db: Database, values: NewTicketRequest): Promise<void> {
  await db
    .insert(liveShowTicketRequests)
    .values(values)
    .onConflictDoUpdate({
      target: liveShowTicketRequests.showId,
      set: { quantity: values.quantity, wallet: values.wallet, uri: values.uri, metadataCid: values.metadataCid, createdAt: new Date() },
    });
}

export async function findTicketRequest(db: Database, showId: string): Promise<TicketRequestRow | null> {
  const [row] = await db.select().from(liveShowTicketRequests).where(eq(liveShowTicketRequests.showId, showId));
  return row ?? null;
}

/** Who holds the token now and how many units (from the transfer index), most units first. */
export async function findTokenHolders(db: Database, chainId: number, token: { contract: string; tokenId: bigint }) {
  const holding = holdingFacts(db, "ticket_holding");
  const rows = await db
    .select({ owner: holding.owner, balance: holding.balance })
    .from(holding)
    .where(
      and(
        eq(holding.chainId, chainId),
        eq(holding.contract, token.contract),
        eq(holding.tokenId, token.tokenId),
        gt(holding.balance, sql`0`),
      ),
    )
    .orderBy(desc(holding.balance), holding.owner);
  return rows.map((row) => ({ wallet: row.owner, units: Number(row.balance) }));
}

/** The shows whose ticket token this wallet holds now, with the units held, soonest show first. */
export async function findTicketsHeldBy(db: Database, chainId: number, wallet: string) {
  const holding = holdingFacts(db, "held_ticket");
  const rows = await db
    .select({ show: liveShows, tickets: liveShowTickets, units: holding.balance })
    .from(liveShowTickets)
    .innerJoin(liveShows, eq(liveShows.id, liveShowTickets.showId))
    .innerJoin(
      holding,
      and(
        eq(holding.chainId, liveShowTickets.chainId),
        eq(holding.contract, liveShowTickets.contract),
        eq(holding.tokenId, liveShowTickets.tokenId),
      ),
    )
    .where(and(eq(liveShowTickets.chainId, chainId), eq(holding.owner, wallet.toLowerCase()), gt(holding.balance, sql`0`)))
    .orderBy(liveShows.eventAt, liveShows.id);
  return rows.map((row) => ({ ...row, units: Number(row.units) }));
}

/** Units of the token this wallet holds now (0 when none). */
export async function findUnitsHeld(db: Database, chainId: number, token: { contract: string; tokenId: bigint }, wallet: string) {
  const holding = holdingFacts(db, "ticket_units");
  const [row] = await db
    .select({ balance: holding.balance })
    .from(holding)
    .where(
      and(
        eq(holding.chainId, chainId),
        eq(holding.contract, token.contract),
        eq(holding.tokenId, token.tokenId),
        eq(holding.owner, wallet.toLowerCase()),
      ),
    );
  return row ? Number(row.balance) : 0;
}

/** The listings of ticketed shows in these statuses, with the tickets left each last published (null: none yet). */
export async function findTicketListings(db: Database, statuses: readonly string[], changedSince?: Date) {
  const lastPublished = sql<number | null>`(
    select (${liveShowEvents.payload} ->> 'ticketsLeft')::int from ${liveShowEvents}
    where ${liveShowEvents.showId} = ${liveShowTickets.showId} and ${liveShowEvents.kind} = 'tickets_left'
    order by ${liveShowEvents.id} desc limit 1
  )`;
  return (
    db
      // Only shows whose tickets are listed (the condition below): the listing id is never null.
      .select({
        showId: liveShowTickets.showId,
        listingId: sql<string>`${liveShowTickets.listingId}`,
        status: liveShows.status,
        published: lastPublished,
      })
      .from(liveShowTickets)
      .innerJoin(liveShows, eq(liveShows.id, liveShowTickets.showId))
      .where(
        and(
          inArray(liveShows.status, [...statuses]),
          sql`${liveShowTickets.listingId} is not null`,
          changedSince === undefined ? undefined : gt(liveShows.updatedAt, changedSince),
        ),
      )
  );
}

/** Keeps a file for the show's holders (once: keeping it again changes nothing). */
export async function insertShowFile(tx: Database, showId: string, cid: string): Promise<void> {
  await tx.insert(liveShowFiles).values({ showId, cid }).onConflictDoNothing();
}

/** The files kept for the show, oldest first. */
export async function findShowFiles(db: Database, showId: string): Promise<string[]> {
  const rows = await db
    .select({ cid: liveShowFiles.cid })
    .from(liveShowFiles)
    .where(eq(liveShowFiles.showId, showId))
    .orderBy(liveShowFiles.createdAt, liveShowFiles.cid);
  return rows.map((row) => row.cid);
}

/** The shows a file is kept for. */
export async function findShowsOfFile(db: Database, cid: string): Promise<string[]> {
  const rows = await db.select({ showId: liveShowFiles.showId }).from(liveShowFiles).where(eq(liveShowFiles.cid, cid));
  return rows.map((row) => row.showId);
}
