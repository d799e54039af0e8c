import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { AppError, isUploadCategory } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { withUploadedFile } from "../../lib/multipart.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

/** `POST /api/files` (multipart `category` then `file`) → `{ ipfsHash, url, size, mimeType }`. */
export function fileRoutes(deps: AppDeps) {
  const limited = rateLimit(deps.db, { bucket: "upload", limit: deps.env.uploadRateLimitPerMinute, windowMs: 60_000, trustProxy: deps.env.trustProxy });
  return new Hono<AppEnv>().post("/", limited, async (c) => {
    const user = c.get("session")?.user ?? null;
    const stored = await withUploadedFile(c.req.raw, async ({ stream, filename, fields }) => {
      const category = fields.category ?? c.req.query("category");
      if (!isUploadCategory(category)) {
        stream.resume();
        throw new AppError("bad_request", "Choose a category: music, books, jewelry, art, homes or cars.");
      }
      return deps.contentStore.putUpload({ stream, filename, category, uploadedBy: user?.id ?? null });
    });
    return c.json(stored, 201);
  });
}

const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * `GET /ipfs/<cid>`: the stored bytes with their checked type. nosniff and a sandboxing CSP keep
 * a hostile file from running as a page on our origin; ranges let audio seek.
 */
export function ipfsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/:cid", async (c) => {
    const blob = await deps.contentStore.find(c.req.param("cid"));
    if (!blob) throw new AppError("not_found", "No file with that content id.");
    const headers: Record<string, string> = {
      "Content-Type": blob.mimeType,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      "Content-Disposition": `inline; filename="${c.req.param("cid")}.${blob.extension}"`,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Accept-Ranges": "bytes",
    };
    const range = RANGE.exec(c.req.header("range") ?? "");
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(blob.size - Number(range[2]), 0);
      const end = range[1] && range[2] ? Math.min(Number(range[2]), blob.size - 1) : blob.size - 1;
      if (start > end || start >= blob.size) {
        return c.body(null, 416, { ...headers, "Content-Range": `bytes */${blob.size}` });
      }
      const stream = Readable.toWeb(createReadStream(blob.path, { start, end })) as ReadableStream;
      return c.body(stream, 206, { ...headers, "Content-Range": `bytes ${start}-${end}/${blob.size}`, "Content-Length": String(end - start + 1) });
    }
    const stream = Readable.toWeb(createReadStream(blob.path)) as ReadableStream;
    return c.body(stream, 200, { ...headers, "Content-Length": String(blob.size) });
  });
}
