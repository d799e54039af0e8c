import { z } from "zod";

/** After a follow or an unfollow: whether the caller follows the artist now, and the artist's follower count. */
export const followAnswer = z.object({ following: z.boolean(), followers: z.number().int() });
export type FollowState = z.output<typeof followAnswer>;

/** Whether the reported play was counted as a stream (false: too short, or a replay within the window). */
export const playAnswer = z.object({ counted: z.boolean() });
export type PlayResult = z.output<typeof playAnswer>;

export const trackStreamsAnswer = z.object({ uploadId: z.string(), title: z.string(), streams: z.number().int() });
export type TrackStreams = z.output<typeof trackStreamsAnswer>;

/** WBE3 received in one calendar month (UTC, "YYYY-MM"), in base units as a decimal string. */
export const monthRevenueAnswer = z.object({ month: z.string(), amount: z.string() });
export type MonthRevenue = z.output<typeof monthRevenueAnswer>;

/**
 * The artist dashboard's stats card: followers, counted streams and WBE3 received from verified
 * payouts (base units, decimal string), with streams per track (most first) and revenue per month
 * (oldest first).
 */
export const artistStatsAnswer = z.object({
  followers: z.number().int(),
  streams: z.number().int(),
  revenue: z.string(),
  tracks: z.array(trackStreamsAnswer),
  revenueByMonth: z.array(monthRevenueAnswer),
});
export type ArtistStats = z.output<typeof artistStatsAnswer>;
