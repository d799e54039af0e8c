import type { Database } from "@wbe3/db";
import { purgeAbandonedUploads } from "../../adapters/content-store/content-store.ts";
import type { Logger } from "../../lib/logger.ts";
import { purgeExpiredAuth } from "../auth/service.ts";
import { purgeOldWindows } from "../rate-limits/service.ts";

export interface PurgeCounts {
  sessions: number;
  nonces: number;
  emailTokens: number;
  rateLimits: number;
  tempFiles: number;
}

/**
 * Deletes what can never be used again: expired or revoked sessions, used or expired sign-in
 * nonces and e-mail links, finished rate-limit windows, and abandoned upload temp files. Every
 * step is an idempotent delete by a condition, so instances running it at once only repeat
 * each other's work.
 */
export async function purgeExpired(db: Database, dataDir: string, now: Date = new Date()): Promise<PurgeCounts> {
  return {
    ...(await purgeExpiredAuth(db, now)),
    rateLimits: await purgeOldWindows(db, now),
    tempFiles: await purgeAbandonedUploads(dataDir, now),
  };
}

export interface PurgeSchedule {
  /** Stops the timer and waits for a run in progress, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * Runs `purgeExpired` now and then every `intervalMs`. The timer is unref'd (it never keeps the
 * process alive) and the next run is planned only when one ends, so runs never overlap. A failed
 * run is logged and the schedule goes on.
 */
export function startPurgeSchedule(options: { db: Database; dataDir: string; logger: Logger; intervalMs: number }): PurgeSchedule {
  const { db, dataDir, logger, intervalMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const run = async () => {
    try {
      // As a Record, so that Object.values knows every count is a number.
      const counts: Record<keyof PurgeCounts, number> = await purgeExpired(db, dataDir);
      // Quiet when there was nothing to delete, which is most runs.
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      logger[total > 0 ? "info" : "debug"]({ purged: counts }, "purged expired records");
    } catch (err) {
      logger.error({ err }, "purge of expired records failed; retrying at the next interval");
    }
    if (!stopped) schedule(intervalMs);
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = run();
    }, delayMs);
    timer.unref();
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
