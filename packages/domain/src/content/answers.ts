import { z } from "zod";

/** A short-lived link that opens a gated file without the session cookie (a media element's src). */
export const contentLinkAnswer = z.object({
  /** `/api/content/<cid>?expires=<unix s>&user=<id>&sig=<hex>`, same-origin. */
  url: z.string(),
  /** When the link stops opening the file (ISO 8601). */
  expiresAt: z.string(),
});
export type ContentLink = z.output<typeof contentLinkAnswer>;

/** What GET /api/content/:cid answers: the file's bytes, not JSON (never checked as such). */
export const contentBytesAnswer = z.unknown();
