import type { OpeningsDeclaration } from "../content/opening.ts";

/** What a show's ticket opens: the show's stream, and the door (check-in). */
export const SHOW_TICKET_OPENING = "ticket";
/** The stream of a ticketed show, opened through signed links (`live-stream:<showId>`), not a stored file. */
export const LIVE_STREAM_RESOURCE = "live-stream";

export const LIVE_SHOWS_OPENINGS: OpeningsDeclaration = {
  area: "live-shows",
  kinds: [{ kind: SHOW_TICKET_OPENING, actions: ["watch", "check_in"] }],
};
