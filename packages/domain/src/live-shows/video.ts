import { AppError } from "../shared/errors.ts";
import { extractVideoId, linkParts, privacyEmbedUrl, thumbnailUrl } from "../shared/video.ts";

/** What a show or an artist's page can embed: a YouTube video, a Twitch channel or a Twitch video. */
export type VideoSource =
  { platform: "youtube"; id: string } | { platform: "twitch"; channel: string } | { platform: "twitch"; video: string };

const TWITCH_HOSTS = new Set(["twitch.tv", "www.twitch.tv", "m.twitch.tv"]);
// Twitch logins: letters, digits and underscores, at most 25 (older accounts may be short).
const TWITCH_CHANNEL = /^[A-Za-z0-9_]{1,25}$/;
const TWITCH_VIDEO = /^\d{1,15}$/;
/** Top-level Twitch pages that look like a channel name but are not one. */
const TWITCH_PAGES = new Set([
  "directory",
  "downloads",
  "jobs",
  "login",
  "p",
  "search",
  "settings",
  "signup",
  "subscriptions",
  "turbo",
  "videos",
]);
// A host name as the Twitch player's `parent` wants it: no scheme, port or path.
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** A Twitch channel (twitch.tv/<channel>) or video (twitch.tv/videos/<id>) link; else null. */
export function twitchSource(input: string): VideoSource | null {
  const parts = linkParts(input);
  if (!parts || !TWITCH_HOSTS.has(parts.host)) return null;
  const [first, second, ...rest] = parts.segments;
  if (first === undefined || rest.length > 0) return null;
  if (first === "videos") return second !== undefined && TWITCH_VIDEO.test(second) ? { platform: "twitch", video: second } : null;
  if (second !== undefined || TWITCH_PAGES.has(first.toLowerCase()) || !TWITCH_CHANNEL.test(first)) return null;
  return { platform: "twitch", channel: first.toLowerCase() };
}

/** The YouTube video or Twitch channel or video a link points to; null for anything else. */
export function videoSource(input: string): VideoSource | null {
  const id = extractVideoId(input);
  return id !== null ? { platform: "youtube", id } : twitchSource(input);
}

export interface EmbedOptions {
  /** The embedding page's host name (location.hostname): Twitch plays only on the hosts it names. */
  parent: string;
  /** Start playing at once, for an embed loaded by the viewer's own click on "Play". */
  autoplay?: boolean;
}

function assertHostName(host: string): void {
  if (!HOST_NAME.test(host)) throw new AppError("bad_request", `Invalid parent host: ${host}`);
}

/**
 * The player URL to frame: YouTube's privacy-enhanced domain (no cookies until the viewer plays),
 * Twitch's player with the `parent` host it requires.
 */
export function videoEmbedUrl(source: VideoSource, { parent, autoplay = false }: EmbedOptions): string {
  if (source.platform === "youtube") return `${privacyEmbedUrl(source.id)}${autoplay ? "?autoplay=1" : ""}`;
  assertHostName(parent);
  const target =
    "channel" in source
      ? TWITCH_CHANNEL.test(source.channel) && `channel=${source.channel}`
      : TWITCH_VIDEO.test(source.video) && `video=v${source.video}`;
  if (!target) throw new AppError("bad_request", "Invalid Twitch channel or video");
  return `https://player.twitch.tv/?${target}&parent=${parent}&autoplay=${autoplay}`;
}

/** The still shown before the viewer plays: YouTube's; Twitch offers none without its API. */
export function videoThumbnailUrl(source: VideoSource): string | null {
  return source.platform === "youtube" ? thumbnailUrl(source.id) : null;
}

/** The thumbnail's button, named for what it plays. */
export const playVideoLabel = (title: string): string => `Play ${title}`;
/** Said under "Video unavailable" when the browser cannot play an HLS stream without a script player. */
export const HLS_NOT_SUPPORTED =
  "This live stream needs a browser that plays HLS streams itself, such as Safari. Try another browser or device.";
