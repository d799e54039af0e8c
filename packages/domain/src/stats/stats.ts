import { z } from "zod";
import { INVALID_ID } from "../shared/request-errors.ts";

const SECOND_MS = 1000;

/**
 * A stream counts only when all of these hold (decision 0021): the server saw the play start at
 * least this long ago, the track is at least this long, and the player heard at least this much
 * of it (and no more than the whole track).
 */
export const PLAY_COUNTS_AFTER_MS = 30 * SECOND_MS;

/** One play per listener per track per window of this length: replays inside it do not inflate streams. */
export const PLAY_WINDOW_SECONDS = 30 * 60;

/** Play requests (starts and reports) one client address may send per minute; a player sends two per track. */
export const PLAYS_PER_MINUTE = 120;

/** The longest listening time a report may claim (a day); anything above is not a real report. */
const MAX_LISTENED_MS = 24 * 60 * 60 * SECOND_MS;

/** The window a play at `epochMs` falls in: floor(epoch seconds / window length). */
export function playWindow(epochMs: number): number {
  return Math.floor(epochMs / SECOND_MS / PLAY_WINDOW_SECONDS);
}

/**
 * `POST /api/plays`: `{uploadId}` starts a play (the answer carries its `playId`); `{uploadId,
 * playId, listenedMs}` reports it once heard. A report without a `playId` is accepted and never
 * counts (an old player's report).
 */
export const playBody = z
  .object({
    uploadId: z.uuid(INVALID_ID),
    playId: z.uuid({ error: "playId must be the id the start of the play answered" }).optional(),
    listenedMs: z
      .number({ error: "listenedMs must be a whole number" })
      .int({ error: "listenedMs must be a whole number" })
      .min(0, { error: "listenedMs must not be negative" })
      .max(MAX_LISTENED_MS, { error: "listenedMs is longer than a day" })
      .optional(),
  })
  .refine((body) => body.playId === undefined || body.listenedMs !== undefined, {
    error: "listenedMs is required when reporting a play",
    path: ["listenedMs"],
  });
export type PlayInput = z.input<typeof playBody>;

/** Followers per page of the dashboard's followers list. */
export const FOLLOWERS_PAGE = { default: 20, max: 100 } as const;
const FOLLOWERS_CURSOR_MAX = 200;
const followersLimitMessage = `limit must be between 1 and ${FOLLOWERS_PAGE.max}`;

// A query string like `?limit=` means "not given".
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

export const followersQuery = z.object({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: followersLimitMessage })
      .int({ error: followersLimitMessage })
      .min(1, { error: followersLimitMessage })
      .max(FOLLOWERS_PAGE.max, { error: followersLimitMessage })
      .default(FOLLOWERS_PAGE.default),
  ),
  cursor: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "cursor must be text" })
      .max(FOLLOWERS_CURSOR_MAX, { error: `cursor must be at most ${FOLLOWERS_CURSOR_MAX} characters` })
      .optional(),
  ),
});
export type FollowersQuery = z.input<typeof followersQuery>;
