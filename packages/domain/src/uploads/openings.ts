import type { OpeningsDeclaration } from "../content/opening.ts";

/**
 * What uploads' tokens open: a work's file, played (a track), watched (a video) or read (a text
 * or PDF work). No download: tracks offer none until artists can allow one.
 */
export const UPLOADS_OPENINGS: OpeningsDeclaration = {
  area: "uploads",
  kinds: [{ kind: "work", actions: ["play", "watch", "read"] }],
};
