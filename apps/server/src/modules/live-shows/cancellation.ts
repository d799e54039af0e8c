// A ticketed show cancelled before it starts (issue 25, point 5; decision 0035): its listing is
// withdrawn in the cancel's transaction, then every paid ticket line is refunded once in WBE3 by
// commerce's `refundOrderLine` (recorded, sent by the treasury, shown on the buyer's order).
import type { Database } from "@wbe3/db";
import { SHOW_CANCELLED_REFUND, TICKET_LISTING_KIND } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { Logger } from "../../lib/logger.ts";
import { paidLinesOfListings, refundOrderLine } from "../commerce/service.ts";
import { withdrawListing } from "../marketplace/service.ts";
import { publishTicketsLeft } from "./events.ts";
import { findShowTickets, findTicketListings, type ShowTicketsRow } from "./tickets-repo.ts";

/** How long after a cancel a payment quoted before it may still be confirmed (and is then refunded): a day. */
export const LATE_PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Inside the cancel's transaction: takes the show's tickets off sale and publishes that none are
 * left. False when its tickets have no listing.
 */
export async function withdrawShowTickets(tx: Database, tickets: ShowTicketsRow): Promise<boolean> {
  if (!tickets.listingId) return false;
  await withdrawListing(tx, TICKET_LISTING_KIND, tickets.listingId);
  await publishTicketsLeft(tx, tickets.showId, 0);
  return true;
}

/**
 * Refunds every paid ticket line of the listing not refunded yet; whatever repeats or runs at once,
 * each line once (commerce keeps it once). Answers how many lines this call refunded.
 */
async function refundLinesOf(db: Database, chain: Chain, listingId: string): Promise<number> {
  const lines = await paidLinesOfListings(db, [listingId]);
  let refunded = 0;
  for (const line of lines) {
    const done = await refundOrderLine(db, chain, {
      kind: TICKET_LISTING_KIND,
      orderId: line.orderId,
      listingId,
      reason: "show_cancelled",
      note: SHOW_CANCELLED_REFUND,
    });
    if (done) refunded += 1;
  }
  return refunded;
}

/** After a cancel has committed (or is sent again): refunds the show's paid tickets not refunded yet. */
export async function refundShowTickets(db: Database, chain: Chain, showId: string): Promise<number> {
  const tickets = await findShowTickets(db, showId);
  return tickets?.listingId ? refundLinesOf(db, chain, tickets.listingId) : 0;
}

/**
 * Refunds the tickets of shows cancelled within the window whose payment was confirmed after the
 * cancel (quoted before it, paid on chain, confirmed later by the buyer or the payment sweep).
 */
export async function refundLateTicketPayments(db: Database, chain: Chain, logger: Logger, now = new Date()): Promise<number> {
  const cancelled = await findTicketListings(db, ["cancelled"], new Date(now.getTime() - LATE_PAYMENT_WINDOW_MS));
  let refunded = 0;
  for (const show of cancelled) {
    try {
      refunded += await refundLinesOf(db, chain, show.listingId);
    } catch (err) {
      logger.warn({ err, showId: show.showId }, "a cancelled show's ticket could not be refunded yet");
    }
  }
  return refunded;
}
