// What live shows bring to the openings seam (decision 0027): a show's ticket opens the show (its
// stream, its door) in the vault, and a cancelled show's ticket opens nothing; the stream is a
// resource served through signed links. Listed in apps/server/src/catalogue/openings.ts.
import { SHOW_TICKET_OPENING, TICKET_CATEGORY } from "@wbe3/domain";
import type { AreaOpenings } from "../../lib/openings.ts";
import { findShowsOfTokens } from "./tickets-repo.ts";
import { LIVE_STREAM } from "./watch.ts";

export const LIVE_SHOWS_OPENINGS: AreaOpenings = {
  area: "live-shows",
  async tokens(db, chainId, tokens) {
    const rows = await findShowsOfTokens(db, chainId, tokens);
    return rows.map((row) => ({
      contract: row.contract,
      tokenId: row.tokenId,
      opens: row.status === "cancelled" ? null : SHOW_TICKET_OPENING,
      title: row.title,
      category: TICKET_CATEGORY,
      imageUrl: null,
      artistName: row.artistName,
      uploadId: null,
      file: null,
      playsAsTrack: false,
    }));
  },
  resources: [LIVE_STREAM],
};
