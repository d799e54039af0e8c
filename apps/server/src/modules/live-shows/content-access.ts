// Live shows' facts for the content seam (decision 0026): a file kept for a show's ticket holders
// opens to whoever holds, now, a ticket of that show (a cancelled show's tickets open nothing).
import { HOLDS_SHOW_TICKET } from "@wbe3/domain";
import type { AccessFactProvider } from "../content/service.ts";
import { holdsShowTicket } from "./ticket-holders.ts";
import { findShowsOfFile, findTicketsOfShows } from "./tickets-repo.ts";

export const LIVE_SHOWS_ACCESS_FACTS: AccessFactProvider = {
  area: "live-shows",
  facts: [HOLDS_SHOW_TICKET],
  async supply(deps, { reader, file }) {
    const showIds = await findShowsOfFile(deps.db, file.cid);
    const tickets = [...(await findTicketsOfShows(deps.db, showIds)).values()];
    for (const show of tickets) {
      if (await holdsShowTicket(deps, show.showId, reader)) {
        return {
          holds: [HOLDS_SHOW_TICKET],
          sold: { listingIds: tickets.flatMap((each) => (each.listingId ? [each.listingId] : [])), tokens: tickets },
        };
      }
    }
    return { holds: [] };
  },
};
