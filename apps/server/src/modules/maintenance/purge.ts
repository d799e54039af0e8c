import type { Database } from "@wbe3/db";
import { purgeAbandonedUploads } from "../../adapters/content-store/content-store.ts";
import type { Logger } from "../../lib/logger.ts";
import { repeatEvery, type Repeating } from "../../lib/repeat.ts";
import { purgeExpiredAuth } from "../auth/service.ts";
import { purgeOldWindows } from "../rate-limits/service.ts";
import { purgeOldPlayStarts } from "../stats/service.ts";

export interface PurgeCounts {
  sessions: number;
  nonces: number;
  emailTokens: number;
  rateLimits: number;
  playStarts: number;
  tempFiles: number;
}

/**
 * Deletes what can never be used again: expired or revoked sessions, used or expired sign-in
 * nonces and e-mail links, finished rate-limit windows, play starts too old to report, and
 * abandoned upload temp files. Every step is an idempotent delete by a condition, so instances
 * running it at once only repeat each other's work.
 */
export async function purgeExpired(db: Database, dataDir: string, now: Date = new Date()): Promise<PurgeCounts> {
  return {
    ...(await purgeExpiredAuth(db, now)),
    rateLimits: await purgeOldWindows(db, now),
    playStarts: await purgeOldPlayStarts(db, now),
    tempFiles: await purgeAbandonedUploads(dataDir, now),
  };
}

export type PurgeSchedule = Repeating;

/** Runs `purgeExpired` now and then every `intervalMs` (runs never overlap; a failed run is logged and the schedule goes on). */
export function startPurgeSchedule(options: { db: Database; dataDir: string; logger: Logger; intervalMs: number }): PurgeSchedule {
  const { db, dataDir, logger, intervalMs } = options;
  return repeatEvery(
    intervalMs,
    async () => {
      // As a Record, so that Object.values knows every count is a number.
      const counts: Record<keyof PurgeCounts, number> = await purgeExpired(db, dataDir);
      // Quiet when there was nothing to delete, which is most runs.
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      logger[total > 0 ? "info" : "debug"]({ purged: counts }, "purged expired records");
    },
    (err) => logger.error({ err }, "purge of expired records failed; retrying at the next interval"),
  );
}
