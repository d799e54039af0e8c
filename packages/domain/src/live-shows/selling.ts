import type { SellingArea } from "../selling/types.ts";

/** A show's tickets as the marketplace lists them: units of the show's TicketNFT id, sold from the artist's stock. */
export const TICKET_LISTING_KIND = "ticket";
/** The marketplace category (and filter chip) tickets are listed under; also the vault's category of a ticket token. */
export const TICKET_CATEGORY = "ticket";
/** What an artist's payout from a ticket sale is called on the revenue page. */
export const TICKET_REVENUE_SOURCE = "ticket";

/**
 * Live shows sell tickets (decision 0035): each show's tickets are one ERC-1155 id the artist minted
 * to their own wallet, and a sale transfers units of it from that stock to the buyer.
 */
export const LIVE_SHOWS_SELLING: SellingArea = {
  area: "live-shows",
  categories: [{ id: TICKET_CATEGORY, label: "Tickets", filter: true }],
  listingKinds: [
    {
      kind: TICKET_LISTING_KIND,
      label: "Ticket",
      categories: [TICKET_CATEGORY],
      deliveries: ["transfer1155"],
      revenueSource: TICKET_REVENUE_SOURCE,
    },
  ],
  revenueSources: [{ id: TICKET_REVENUE_SOURCE, label: "Tickets" }],
};
