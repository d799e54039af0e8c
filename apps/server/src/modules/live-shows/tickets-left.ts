// Tickets left (decision 0035): the ticket listing's remaining supply, read from the marketplace
// wherever a show is answered. The marketplace tells no area that its listing sold, so a watch
// compares each open show's count with the one last published and publishes the changes (and
// refunds tickets paid for a show after its cancel).
import type { Database } from "@wbe3/db";
import type { ShowTicketTokenAnswer } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { Logger } from "../../lib/logger.ts";
import { repeatEvery, type Repeating } from "../../lib/repeat.ts";
import { listingStock } from "../marketplace/service.ts";
import { refundLateTicketPayments } from "./cancellation.ts";
import { publishTicketsLeft } from "./events.ts";
import { lockShowEvents } from "./repo.ts";
import { findTicketListings, findTicketsOfShows, type ShowTicketsRow } from "./tickets-repo.ts";

type Stock = Awaited<ReturnType<typeof listingStock>>;

/** What a show answer says of its tickets. */
export interface TicketsView {
  token: ShowTicketTokenAnswer | null;
  /** Null: not ticketed, or no tickets on sale yet. */
  left: number | null;
}

const NONE: TicketsView = { token: null, left: null };

/** Units still for sale: the supply less the sold; none once the show is cancelled (its listing is withdrawn). */
function leftOf(status: string, listingId: string | null, stock: Stock): number | null {
  if (listingId === null) return null;
  if (status === "cancelled") return 0;
  const listing = stock.get(listingId);
  if (!listing) return null;
  return listing.supplyCap === null ? null : Math.max(0, listing.supplyCap - listing.sold);
}

const tokenAnswer = (row: ShowTicketsRow): ShowTicketTokenAnswer => ({
  contract: row.contract,
  tokenId: row.tokenId.toString(),
  quantity: row.quantity,
  listingId: row.listingId,
});

/** The tickets of each of these shows, in two queries whatever their number. */
export async function ticketViews(
  db: Database,
  shows: readonly { id: string; status: string; ticketed: boolean }[],
): Promise<Map<string, TicketsView>> {
  const tickets = await findTicketsOfShows(
    db,
    shows.filter((show) => show.ticketed).map((show) => show.id),
  );
  const stock = await listingStock(
    db,
    [...tickets.values()].flatMap((row) => (row.listingId ? [row.listingId] : [])),
  );
  return new Map(
    shows.map((show) => {
      const row = tickets.get(show.id);
      return [show.id, row ? { token: tokenAnswer(row), left: leftOf(show.status, row.listingId, stock) } : NONE];
    }),
  );
}

/** The open shows whose tickets left differ from what was last published, with the count now. */
async function changedCounts(db: Database): Promise<{ showId: string; left: number }[]> {
  const rows = await findTicketListings(db, ["upcoming", "live"]);
  const stock = await listingStock(
    db,
    rows.map((row) => row.listingId),
  );
  return rows.flatMap((row) => {
    const left = leftOf(row.status, row.listingId, stock);
    return left !== null && left !== row.published ? [{ showId: row.showId, left }] : [];
  });
}

/**
 * Publishes the tickets left of every open show whose count changed since it was last published
 * (a sale confirmed by its buyer or by the payment sweep). Checked again under the events lock, so
 * instances watching at once publish each change once. Answers how many it published.
 */
export async function syncTicketsLeft(db: Database): Promise<number> {
  if ((await changedCounts(db)).length === 0) return 0;
  return db.transaction(async (tx) => {
    await lockShowEvents(tx);
    const changed = await changedCounts(tx);
    for (const { showId, left } of changed) await publishTicketsLeft(tx, showId, left);
    return changed.length;
  });
}

/**
 * Runs the tickets watch now and then every `intervalMs` (runs never overlap; a failed run is
 * logged): publishes changed counts, and refunds tickets paid for a show cancelled since.
 */
export function startTicketsWatch(options: { db: Database; chain: Chain; logger: Logger; intervalMs: number }): Repeating {
  const { db, chain, logger, intervalMs } = options;
  return repeatEvery(
    intervalMs,
    async () => {
      await syncTicketsLeft(db);
      const refunded = await refundLateTicketPayments(db, chain, logger);
      if (refunded > 0) logger.info({ refunded }, "refunded tickets paid for cancelled shows");
    },
    (err) => logger.error({ err }, "tickets watch failed; retrying at the next interval"),
  );
}
