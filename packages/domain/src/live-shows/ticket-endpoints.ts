import { confirmTxBody } from "../chain/endpoints.ts";
import { signedLinkQuery } from "../content/endpoints.ts";
import { defineEndpoints } from "../shared/endpoint.ts";
import { idParams } from "../shared/params.ts";
import { liveShowAnswer } from "./answers.ts";
import {
  myShowTicketsAnswer,
  showFilesAnswer,
  showStreamRedirectAnswer,
  showTicketSalesAnswer,
  showWatchAnswer,
  ticketMintAnswer,
} from "./ticket-answers.ts";
import { mintTicketsSchema, showFileSchema } from "./tickets.ts";

/**
 * A show's tickets and stream (decision 0035): the artist mints them (calls, then a confirmed
 * receipt) and sees sales and holders; a holder lists their tickets and watches.
 */
export const SHOW_TICKETS_ENDPOINTS = defineEndpoints({
  // Before /api/shows/:id/tickets, which would read "mine" as an id.
  "GET /api/shows/mine/tickets": { access: "signed-in", output: myShowTicketsAnswer },
  "POST /api/shows/:id/tickets": { access: ["artist"], params: idParams, body: mintTicketsSchema, output: ticketMintAnswer },
  "POST /api/shows/:id/tickets/confirm": { access: ["artist"], params: idParams, body: confirmTxBody, output: liveShowAnswer },
  "GET /api/shows/:id/tickets": { access: ["artist"], params: idParams, output: showTicketSalesAnswer },
  /** Open to everyone: a free show's stream is public; a ticketed one answers 401 to a visitor and 403 to a non-holder. */
  "GET /api/shows/:id/watch": { access: "all", params: idParams, output: showWatchAnswer },
  /** The artist keeps a file they stored for the show's ticket holders; the artist and current holders list them. */
  "POST /api/shows/:id/files": { access: ["artist"], params: idParams, body: showFileSchema, output: showFilesAnswer, status: 201 },
  "GET /api/shows/:id/files": { access: "signed-in", params: idParams, output: showFilesAnswer },
  /** A signed link from `/watch`: the link alone decides (no cookie needed); a redirect to the player URL. */
  "GET /api/shows/:id/stream": { access: "all", params: idParams, query: signedLinkQuery, output: showStreamRedirectAnswer, answer: "raw" },
});
