import { z } from "zod";

/** After a follow or an unfollow: whether the caller follows the artist now, and the artist's follower count. */
export const followAnswer = z.object({ following: z.boolean(), followers: z.number().int() });
export type FollowState = z.output<typeof followAnswer>;

/**
 * A started play: its `playId` (for the report) and `counted: false`. A report: whether it was
 * counted as a stream (false when any rule of decision 0021 is not met, or a replay within the window).
 */
export const playAnswer = z.object({ playId: z.string().optional(), counted: z.boolean() });
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

/**
 * WBE3 received from one source (base units, decimal string): where it came from, as recorded with
 * each verified payout (a revenue source a selling area registered; `revenueSourceLabel` names it).
 */
export const sourceRevenueAnswer = z.object({ source: z.string(), amount: z.string() });
export type SourceRevenue = z.output<typeof sourceRevenueAnswer>;

/**
 * `GET /api/seller/revenue`: the payouts to the signed-in seller's wallets (for an artist, the same
 * payouts the stats card sums), by source (largest first) and
 * per UTC month per source (oldest month first; sources in the order of `bySource`).
 */
export const sellerRevenueAnswer = z.object({
  total: z.string(),
  bySource: z.array(sourceRevenueAnswer),
  months: z.array(z.object({ month: z.string(), total: z.string(), bySource: z.array(sourceRevenueAnswer) })),
});
export type SellerRevenue = z.output<typeof sellerRevenueAnswer>;

/** One follower of the signed-in artist: their name, and their artist username and avatar when they have a profile. */
export const followerAnswer = z.object({
  name: z.string().nullable(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followedAt: z.string(),
});
export type Follower = z.output<typeof followerAnswer>;

/** A page of followers, newest first; `nextCursor` asks for the next page (null: no more). */
export const followersPageAnswer = z.object({
  followers: z.array(followerAnswer),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type FollowersPage = z.output<typeof followersPageAnswer>;
