// What live shows bring to the content seam (decision 0026): the rule a show's own files and its
// stream are kept for its ticket holders with (decision 0035).
import type { ContentArea } from "../content/access-rules.ts";

/** Kept for whoever holds, now, a ticket of the show (and its artist). */
export const SHOW_TICKET_HOLDERS_ACCESS = "show_ticket_holders";
/** The fact live shows supplies for it: the reader's wallet holds a ticket of a show that is not cancelled. */
export const HOLDS_SHOW_TICKET = "holds_show_ticket";

export const LIVE_SHOWS_CONTENT: ContentArea = {
  area: "live-shows",
  rules: [{ rule: SHOW_TICKET_HOLDERS_ACCESS, label: "Ticket holders", opensWith: [HOLDS_SHOW_TICKET] }],
};
