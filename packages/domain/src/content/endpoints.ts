import { z } from "zod";
import { defineEndpoints } from "../shared/endpoint.ts";
import { contentBytesAnswer, contentLinkAnswer } from "./answers.ts";

/** A content id as the store names files (CIDv1, base32). */
export const cidParams = z.object({ cid: z.string().regex(/^b[a-z2-7]{20,100}$/, "Not a content id.") });

/**
 * A signed link's parts. Read as plain text: a link whose parts were changed is refused as an
 * invalid link (403), not as invalid input.
 */
export const signedLinkQuery = z.object({
  expires: z.string().max(256).optional(),
  user: z.string().max(256).optional(),
  sig: z.string().max(256).optional(),
});

/** Gated files: opened by whoever may open them (the file's access rule, decided on the server). */
export const CONTENT_ENDPOINTS = defineEndpoints({
  // Open to everyone at the door: a valid signed link needs no cookie. Without one the handler
  // answers 401 to a visitor, and 403 to whoever may not open the file.
  "GET /api/content/:cid": { access: "all", params: cidParams, query: signedLinkQuery, output: contentBytesAnswer, answer: "raw" },
  "POST /api/content/:cid/link": { access: "signed-in", params: cidParams, output: contentLinkAnswer },
});
