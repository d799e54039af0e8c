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
export const STREAMS_DESCRIPTION = "Plays counted by the server under the rules below.";
export const REVENUE_TITLE = "Revenue by source";
export const REVENUE_LOAD_FAILED = "Could not load your revenue.";

// The streams page's "How we count" (decision 0021): the rules the server applies to every play.
export const HOW_WE_COUNT_TITLE = "How we count";
export const HOW_WE_COUNT_RULES: readonly string[] = [
  "A stream counts after at least 30 seconds of listening, timed by our server from the moment the play started.",
  "Tracks shorter than 30 seconds are not counted as streams.",
  "Each listener counts once per track every 30 minutes, however often they replay it.",
  "Signed-in listeners count by their account; listeners who are not signed in count by their network address, whatever browser they use, up to a limit per hour.",
  "New accounts from one network are limited per hour, so followers and streams cannot be made up with throwaway accounts.",
];
