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
