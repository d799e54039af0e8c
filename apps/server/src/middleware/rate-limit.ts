import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Database } from "@wbe3/db";
import { AppError, TOO_MANY_ATTEMPTS } from "@wbe3/domain";
import type { AppEnv } from "../app-env.ts";
import { countHit } from "../modules/rate-limits/service.ts";

export interface RateLimitOptions {
  bucket: string;
  limit: number;
  windowMs: number;
  /** Trusted proxy hops in front of the server (env.trustProxy); 0 ignores X-Forwarded-For. */
  trustProxy: number;
}

/**
 * The client address as our proxies saw it. Each proxy appends the address it received the
 * request from, so the entry `hops` places from the right was written by our outermost proxy;
 * everything left of it is whatever the client sent and is ignored (rotating it must not reset a
 * limit). Undefined when the header has fewer entries, i.e. the request bypassed a proxy.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (hops < 1 || !header) return undefined;
  const entries = header.split(",").map((entry) => entry.trim());
  const entry = entries[entries.length - hops];
  return entry ? entry : undefined;
}

export function clientAddress(c: Context<AppEnv>, trustProxy: number): string {
  const forwarded = forwardedClient(c.req.header("x-forwarded-for"), trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests) have no socket.
    return "unknown";
  }
}

/**
 * Fixed-window limit per client address, counted in the database so every server instance
 * shares one count. Over the limit: 429 with Retry-After, and the request does nothing.
 */
export function rateLimit(db: Database, options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const hit = await countHit(db, `${options.bucket}:${clientAddress(c, options.trustProxy)}`, options.windowMs);
    if (hit.count > options.limit) {
      c.header("Retry-After", String(hit.retryAfterSeconds));
      throw new AppError("rate_limited", TOO_MANY_ATTEMPTS);
    }
    await next();
  };
}
