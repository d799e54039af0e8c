import { Readable } from "node:stream";
import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { contentLink, openContent } from "./service.ts";

/** Gated files (decision 0025): opened by whoever may, with a session or a signed link. */
export function contentRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/content/:cid": async ({ params, query }, c) => {
      const user = c.get("session")?.user ?? null;
      const blob = await openContent(deps, { cid: params.cid, user, link: query, range: c.req.header("range") });
      return c.body(Readable.toWeb(blob.stream) as ReadableStream, blob.status, blob.headers);
    },
    "POST /api/content/:cid/link": ({ params }, c) => contentLink(deps, requireUser(c), params.cid),
  });
}
