import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { AppError, KIB, MIB, REQUEST_ERROR, WORK_FILE_MAX_BYTES, bodyTooLarge, largestStorageLimit } from "@wbe3/domain";
import type { AppEnv } from "../app-env.ts";
import { checkJsonValue, isJsonMediaType } from "../lib/json-guard.ts";

export interface BodyRule {
  maxBytes: number;
  /**
   * "stream": the body is passed on as a stream that fails past maxBytes (uploads, never held
   * in memory). "json": the body is read here (it is small), parsed when it is JSON (always,
   * for "json-always") and checked for depth and NUL characters.
   */
  mode: "stream" | "json" | "json-always";
  maxDepth?: number;
}

/**
 * Limits per route family; the first matching prefix wins, anything else under /api is JSON. An
 * `exact` entry is that path alone, not the routes below it.
 */
export const BODY_RULES: { prefix: string; exact?: boolean; rule: BodyRule }[] = [
  // The largest file any area's storage kind accepts plus room for the form's other parts; the
  // content store holds each kind to its own limit while the file streams.
  { prefix: "/api/files", rule: { mode: "stream", maxBytes: largestStorageLimit() + 64 * KIB } },
  // A signed transaction with contract code is tens of KB; a JSON-RPC call nests a few levels.
  { prefix: "/api/rpc", rule: { mode: "json-always", maxBytes: 512 * KIB, maxDepth: 10 } },
  // A copyright registration sends the work with the form (its confirm and filing routes are JSON).
  { prefix: "/api/copyright/registrations", exact: true, rule: { mode: "stream", maxBytes: WORK_FILE_MAX_BYTES + 64 * KIB } },
];
export const JSON_BODY_RULE: BodyRule = { mode: "json", maxBytes: MIB, maxDepth: 32 };

function tooLarge(maxBytes: number): AppError {
  return new AppError("payload_too_large", bodyTooLarge(maxBytes));
}

// Neither reader below cancels the request's own stream when it stops: that would destroy the
// Node request under the answer. The rest of the body is left where it is; the HTTP server
// reads and drops it, up to a bound, after the answer (`dropRestOfBody` in http-server.ts).

/** Reads at most maxBytes, failing at the first byte past it: nothing beyond is buffered. */
async function readBounded(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      reader.releaseLock();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** The same body, failing with a 413 as soon as more than maxBytes have passed. */
function countedStream(body: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      total += value.byteLength;
      if (total <= maxBytes) {
        controller.enqueue(value);
        return;
      }
      reader.releaseLock();
      controller.error(tooLarge(maxBytes));
    },
    cancel() {
      // A read still pending is rejected by this, not the request's stream cancelled.
      reader.releaseLock();
    },
  });
}

function ruleFor(path: string): BodyRule {
  return BODY_RULES.find(({ prefix, exact }) => path === prefix || (!exact && path.startsWith(`${prefix}/`)))?.rule ?? JSON_BODY_RULE;
}

/**
 * Bounds every request body by its route family before a handler sees it: a declared length
 * over the limit is a 413 before any byte is read; an undeclared one is counted while it streams.
 */
export function limitRequestBodies(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.req.raw;
    if (raw.method === "GET" || raw.method === "HEAD" || !raw.body) return next();
    const rule = ruleFor(c.req.path);
    const declared = raw.headers.get("content-length");
    if (declared !== null && Number(declared) > rule.maxBytes) throw tooLarge(rule.maxBytes);
    const init = { method: raw.method, headers: raw.headers, signal: raw.signal, duplex: "half" } as RequestInit;
    if (rule.mode === "stream") {
      c.req.raw = new Request(raw.url, { ...init, body: countedStream(raw.body, rule.maxBytes) });
      return next();
    }
    const bytes = await readBounded(raw.body, rule.maxBytes);
    if (bytes.byteLength > 0 && (rule.mode === "json-always" || isJsonMediaType(raw.headers.get("content-type") ?? ""))) {
      let value: unknown;
      try {
        value = JSON.parse(Buffer.from(bytes).toString("utf8"));
      } catch (err) {
        throw new AppError("bad_request", REQUEST_ERROR.invalidJson, { cause: err });
      }
      checkJsonValue(value, rule.maxDepth ?? JSON_BODY_RULE.maxDepth ?? 32);
    }
    c.req.raw = new Request(raw.url, { ...init, body: bytes });
    return next();
  };
}

/** A NUL in a decoded path parameter or query value: PostgreSQL text cannot hold it. */
const NUL_IN_URL = /%00|\0/i;

export function rejectNulInUrl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (NUL_IN_URL.test(c.req.url)) throw new AppError("bad_request", REQUEST_ERROR.nulCharacter);
    await next();
  };
}

/**
 * A refusal sent before the request's body has all arrived (a 400 MiB upload refused with 401, a
 * 413 after the first 512 KiB) closes the connection: the rest of the body is not read. The HTTP
 * server closes it lingering (http-server.ts), so the client still reads the answer.
 */
export function closeOnUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // @hono/node-server passes the Node request as the env; in-process requests have none.
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (c.res.status >= 400 && incoming && !incoming.complete && c.req.method !== "GET" && c.req.method !== "HEAD") {
      c.res.headers.set("Connection", "close");
    }
  };
}
