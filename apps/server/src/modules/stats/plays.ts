import { createHash } from "node:crypto";
import { TransactionRollbackError } from "drizzle-orm";
import type { Database } from "@wbe3/db";
import {
  AppError,
  NO_UPLOAD_TO_PLAY,
  NOT_A_PUBLIC_TRACK,
  PLAY_COUNTS_AFTER_MS,
  playWindow,
  type PlayResult,
  type SessionUser,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { mayOpenContent } from "../content/service.ts";
import { countHit } from "../rate-limits/service.ts";
import { playableUpload } from "../uploads/service.ts";
import { deletePlayStart, deletePlayStartsBefore, findPlayStart, insertPlay, insertPlayStart } from "./repo.ts";

const HOUR_MS = 60 * 60 * 1000;

/** How long a started play may still be reported (a listener may pause); older starts are purged. */
export const PLAY_START_TTL_MS = 6 * HOUR_MS;

/**
 * Who is listening: the signed-in user, or a visitor known only by their client's network (an
 * IPv4 address or an IPv6 /64). The user agent plays no part: rotating it must not make a new listener.
 */
export type Listener = { user: SessionUser } | { network: string };

/**
 * The key plays are counted under: the user id when signed in, else a salted hash of the
 * network, so a visitor's address is never stored and cannot be recovered from it.
 */
export function listenerKey(listener: Listener, salt: string): string {
  if ("user" in listener) return listener.user.id;
  return createHash("sha256").update(`${salt}\n${listener.network}`).digest("hex");
}

export interface PlayRequest {
  uploadId: string;
  playId?: string | undefined;
  listenedMs?: number | undefined;
}

type PlayStart = NonNullable<Awaited<ReturnType<typeof findPlayStart>>>;

/**
 * Every rule of decision 0021 a report must meet to count, each named: the play was started by
 * this listener for this track, at least 30 s ago by the server's clock (and not so long ago it
 * expired); the heard time is at least 30 s and at most the whole track as measured from its file
 * (so a track shorter than 30 s, or one never measured, never counts).
 */
function meetsEveryRule(
  start: PlayStart,
  report: { listener: string; uploadId: string; listenedMs: number; durationMs: number | null },
  now: number,
) {
  const sinceStart = now - start.startedAt.getTime();
  // A track whose length could not be measured is heard for no time at all.
  const durationMs = report.durationMs ?? 0;
  const checks = {
    sameListener: start.listener === report.listener,
    sameTrack: start.uploadId === report.uploadId,
    startedLongEnoughAgo: sinceStart >= PLAY_COUNTS_AFTER_MS,
    notExpired: sinceStart <= PLAY_START_TTL_MS,
    heardLongEnough: report.listenedMs >= PLAY_COUNTS_AFTER_MS,
    heardNoMoreThanTheTrack: report.listenedMs <= durationMs,
  };
  return Object.values(checks).every(Boolean);
}

/**
 * Records the play as a stream, in one transaction: once per listener per track per 30-minute
 * window, and for a visitor within their network's hourly cap (over it, everything is undone,
 * the cap's count too). The counted start is spent. False when it did not count.
 */
async function countStream(
  db: Database,
  play: { uploadId: string; listener: string; listenedMs: number; window: number },
  startId: string,
  anonymousCap: number | null,
  now: number,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await insertPlay(tx, play))) return false;
      // Counted under the listener key (a hash), so the cap keeps no address either.
      if (anonymousCap !== null && (await countHit(tx, `anonymous-streams:${play.listener}`, HOUR_MS, now)).count > anonymousCap) {
        tx.rollback();
      }
      await deletePlayStart(tx, startId);
      return true;
    });
  } catch (err) {
    if (err instanceof TransactionRollbackError) return false;
    throw err;
  }
}

/**
 * `POST /api/plays`. Without `listenedMs` it starts a play of a public track and answers its
 * `playId`; with it, it is the player's report, counted as a stream only when every rule of
 * decision 0021 holds (a report without a `playId` never counts) and the listener may open the
 * track's file (a holders-only track counts its holders' plays, and its artist's, not a visitor's).
 * `anonymousStreamsPerHour` caps what visitors of one network add per hour.
 */
export async function playRequest(
  deps: AppDeps,
  listener: Listener,
  salt: string,
  input: PlayRequest,
  now = Date.now(),
): Promise<PlayResult> {
  const db = deps.db;
  const upload = await playableUpload(db, input.uploadId);
  if (!upload) throw new AppError("not_found", NO_UPLOAD_TO_PLAY);
  if (!upload.publicMusic) throw new AppError("bad_request", NOT_A_PUBLIC_TRACK);
  const key = listenerKey(listener, salt);
  if (input.listenedMs === undefined) {
    const playId = await insertPlayStart(db, { uploadId: input.uploadId, listener: key, startedAt: new Date(now) });
    return { playId, counted: false };
  }
  const start = input.playId ? await findPlayStart(db, input.playId) : null;
  const report = { listener: key, uploadId: input.uploadId, listenedMs: input.listenedMs, durationMs: upload.durationMs };
  if (!start || !meetsEveryRule(start, report, now)) return { counted: false };
  // Asked of the content module's access check, which knows every area's rule.
  if (!upload.fileCid || !(await mayOpenContent(deps, upload.fileCid, "user" in listener ? listener.user : null)))
    return { counted: false };
  const play = { uploadId: input.uploadId, listener: key, listenedMs: input.listenedMs, window: playWindow(now) };
  const cap = "user" in listener ? null : deps.env.anonymousStreamsPerHour;
  return { counted: await countStream(db, play, start.id, cap, now) };
}

/** Deletes play starts too old to be reported (the maintenance schedule runs this). */
export function purgeOldPlayStarts(db: Database, now: Date): Promise<number> {
  return deletePlayStartsBefore(db, new Date(now.getTime() - PLAY_START_TTL_MS));
}
