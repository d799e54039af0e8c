import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { sql } from "drizzle-orm";
import { rateLimits, type Database } from "@wbe3/db";
import { AppError } from "@wbe3/domain";
import type { AppEnv } from "../app-env.ts";

export interface RateLimitOptions {
  bucket: string;
  limit: number;
  windowMs: number;
  trustProxy: boolean;
}

function clientAddress(c: Parameters<MiddlewareHandler<AppEnv>>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
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
    const now = Date.now();
    const windowStart = new Date(now - (now % options.windowMs));
    const key = `${options.bucket}:${clientAddress(c, options.trustProxy)}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count });
    if ((row?.count ?? 0) > options.limit) {
      const retryAfter = Math.ceil((windowStart.getTime() + options.windowMs - now) / 1000);
      c.header("Retry-After", String(Math.max(retryAfter, 1)));
      throw new AppError("rate_limited", "Too many attempts. Please wait a minute and try again.");
    }
    await next();
  };
}
