// What a patch of a show does to its tickets (decision 0035): its capacity never drops below the
// tickets asked for or minted; once minted, the show stays ticketed, its listing follows its price
// and title, and a cancel takes the tickets off sale.
import { parseWbe3, TICKET_LISTING_KIND, ticketsBelowMinted, TICKETS_KEEP_SHOW_TICKETED, AppError, type ShowFields } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import { changeListing } from "../marketplace/service.ts";
import { withdrawShowTickets } from "./cancellation.ts";
import { findShowTickets, findTicketRequest } from "./tickets-repo.ts";

/**
 * Inside the patch's transaction, after the fields were checked: refuses what the minted tickets
 * forbid and changes or withdraws their listing: `status` is the show's status once patched, `move`
 * the status it moves to now (null: none). A cancel withdraws them; a cancelled show's patch sent
 * again changes nothing (never puts them back on sale). Answers whether the listing changed (the
 * caller tells the marketplace once the patch has committed).
 */
export async function applyTicketRules(
  tx: Database,
  showId: string,
  fields: ShowFields,
  status: string,
  move: string | null,
): Promise<boolean> {
  const tickets = await findShowTickets(tx, showId);
  if (!tickets) {
    // A mint asked for and not confirmed yet still fits: ask again for fewer first.
    const request = fields.ticketed ? await findTicketRequest(tx, showId) : null;
    if (request && (fields.capacity ?? 0) < request.quantity) {
      throw new AppError("conflict", ticketsBelowMinted(request.quantity), { reason: "over_capacity" });
    }
    return false;
  }
  if (!fields.ticketed) throw new AppError("conflict", TICKETS_KEEP_SHOW_TICKETED, { reason: "tickets_already_minted" });
  if ((fields.capacity ?? 0) < tickets.quantity) {
    throw new AppError("conflict", ticketsBelowMinted(tickets.quantity), { reason: "over_capacity" });
  }
  if (status === "cancelled") return move === "cancelled" && (await withdrawShowTickets(tx, tickets));
  if (!tickets.listingId) return false;
  const change = { price: parseWbe3(fields.ticketPrice), title: `${fields.title}: Ticket`, forSale: status !== "ended" };
  return (await changeListing(tx, TICKET_LISTING_KIND, tickets.listingId, change)) !== null;
}
