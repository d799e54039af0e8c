// What the server answers about follows, plays and the artist's stats; web and server import it.

export const CANNOT_FOLLOW_YOURSELF = "You cannot follow yourself.";
export const NO_UPLOAD_TO_PLAY = "No track with that id.";
export const NOT_A_PUBLIC_TRACK = "Only public music counts as a stream.";

// The artist page and dashboard
export const FOLLOW_LABEL = "Follow";
export const FOLLOWING_LABEL = "Following";
export const FOLLOW_FAILED = "Could not update the follow. Try again.";
export const followersText = (count: number): string => `${count} ${count === 1 ? "follower" : "followers"}`;
export const STATS_TITLE = "Your stats";
export const STATS_LOAD_FAILED = "Could not load your stats.";
export const NO_STREAMS_YET = "No streams yet.";
export const NO_REVENUE_YET = "No revenue yet.";

// The stats card's details
export const INVALID_FOLLOWERS_CURSOR = "cursor is invalid; use the nextCursor of a previous page";
export const FOLLOWERS_TITLE = "Your followers";
export const NO_FOLLOWERS_YET = "No followers yet.";
export const FOLLOWERS_LOAD_FAILED = "Could not load your followers.";
export const STREAMS_TITLE = "Streams per track";
export const REVENUE_TITLE = "Revenue by source";
export const REVENUE_LOAD_FAILED = "Could not load your revenue.";
/** How each payout source is named on the revenue page. */
export const REVENUE_SOURCE_LABELS: Record<string, string> = {
  sale: "Sales",
  store: "Store orders",
  split: "Revenue splits",
  royalty: "Royalties",
  ticket: "Tickets",
};
