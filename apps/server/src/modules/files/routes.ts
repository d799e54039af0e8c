import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { readBlob, storeUploadedFile } from "./service.ts";

/**
 * `POST /api/files` (multipart `category` — a storage kind an area declared — then `file`) →
 * `{ ipfsHash, url, size, mimeType }`.
 */
export function fileRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "POST /api/files": (_, c) =>
      storeUploadedFile(deps.db, deps.contentStore, {
        request: c.req.raw,
        user: c.get("session")?.user ?? null,
        queryKind: c.req.query("category"),
      }),
  });
}

/**
 * The content gateway: stored public bytes by CID, for everyone (not part of the JSON API; decision
 * 0017). A gated file is not found here; its readers open it at /api/content/<cid> (decision 0025).
 */
export function ipfsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/:cid", async (c) => {
    const blob = await readBlob(deps.contentStore, c.req.param("cid"), c.req.header("range"));
    return c.body(Readable.toWeb(blob.stream) as ReadableStream, blob.status, blob.headers);
  });
}
