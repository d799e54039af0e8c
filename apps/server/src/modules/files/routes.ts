import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { withUploadedFile } from "../../lib/multipart.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { readBlob, storeUploadedFile } from "./service.ts";

/** `POST /api/files` (multipart `category` then `file`) → `{ ipfsHash, url, size, mimeType }`. */
export function fileRoutes(deps: AppDeps) {
  const limited = rateLimit(deps.db, {
    bucket: "upload",
    limit: deps.env.uploadRateLimitPerMinute,
    windowMs: 60_000,
    trustProxy: deps.env.trustProxy,
  });
  return new Hono<AppEnv>().post("/", limited, async (c) => {
    const userId = c.get("session")?.user.id ?? null;
    const stored = await withUploadedFile(c.req.raw, (file) => storeUploadedFile(deps.contentStore, file, userId, c.req.query("category")));
    return c.json(stored, 201);
  });
}

export function ipfsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/:cid", async (c) => {
    const blob = await readBlob(deps.contentStore, c.req.param("cid"), c.req.header("range"));
    return c.body(Readable.toWeb(blob.stream) as ReadableStream, blob.status, blob.headers);
  });
}
