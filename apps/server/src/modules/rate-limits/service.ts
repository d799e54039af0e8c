import type { Database } from "@wbe3/db";
import { deleteWindowsBefore, incrementWindow } from "./repo.ts";

/** Windows are kept well past the longest one (an hour, for mailed links). */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one hit on `key` in the current fixed window, in the database so every server instance
 * shares one count; answers the count so far and when the window ends. Pass a transaction to
 * undo the hit with it (a refused action then leaves the count as it was).
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ count: number; retryAfterSeconds: number }> {
  const windowStart = new Date(now - (now % windowMs));
  const count = await incrementWindow(db, key, windowStart);
  return { count, retryAfterSeconds: Math.max(Math.ceil((windowStart.getTime() + windowMs - now) / 1000), 1) };
}

/** Deletes finished windows; idempotent, so instances running it at once only repeat each other. */
export function purgeOldWindows(db: Database, now: Date): Promise<number> {
  return deleteWindowsBefore(db, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS));
}
