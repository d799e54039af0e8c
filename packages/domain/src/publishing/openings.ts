import type { OpeningsDeclaration } from "../content/opening.ts";

/** What a book's edition opens: its manuscript, read in the in-app reader and kept as the holder's own (stamped) copy. */
export const PUBLISHING_OPENINGS: OpeningsDeclaration = {
  area: "publishing",
  kinds: [{ kind: "book", actions: ["read", "download"] }],
};
