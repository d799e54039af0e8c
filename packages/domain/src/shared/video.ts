import { AppError } from "./errors.ts";

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const WATCH_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
/** Path prefixes whose next segment is the id. */
const ID_PATH_PREFIXES = new Set(["embed", "shorts", "v", "live"]);

// Parsed by hand: this package has no DOM or Node globals, so no URL class.
const URL_PARTS = /^(?:https?:\/\/)?([^/?#]+)([^?#]*)(?:\?([^#]*))?(?:#.*)?$/i;

/** A link's lower-cased host, its non-empty path segments and its query, or null if it is none. */
export function linkParts(input: string): { host: string; segments: string[]; query: string } | null {
  const parts = URL_PARTS.exec(input.trim());
  if (!parts) return null;
  const [, host = "", path = "", query = ""] = parts;
  return { host: host.toLowerCase(), segments: path.split("/").filter((segment) => segment !== ""), query };
}

export function isVideoId(value: string): boolean {
  return VIDEO_ID.test(value);
}

function queryParam(query: string, name: string): string | null {
  for (const pair of query.split("&")) {
    const [key, value = ""] = pair.split("=", 2);
    if (key === name) return value;
  }
  return null;
}

function candidateId(host: string, segments: string[], query: string): string | null {
  if (SHORT_HOSTS.has(host)) return segments.length === 1 ? (segments[0] ?? null) : null;
  if (!WATCH_HOSTS.has(host)) return null;
  const [first, second, ...rest] = segments;
  if (first === "watch" && second === undefined) return queryParam(query, "v");
  if (first !== undefined && ID_PATH_PREFIXES.has(first) && rest.length === 0) return second ?? null;
  return null;
}

/** The 11-character id from a YouTube watch, short, embed or shorts link, or a bare id; else null. */
export function extractVideoId(input: string): string | null {
  const value = input.trim();
  if (isVideoId(value)) return value;
  const parts = linkParts(value);
  if (!parts) return null;
  const id = candidateId(parts.host, parts.segments, parts.query);
  return id !== null && isVideoId(id) ? id : null;
}

function assertVideoId(id: string): void {
  if (!isVideoId(id)) throw new AppError("bad_request", `Invalid video id: ${id}`);
}

/** Privacy-enhanced embed: YouTube sets no tracking cookies until the viewer plays. */
export function privacyEmbedUrl(id: string): string {
  assertVideoId(id);
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

export function thumbnailUrl(id: string): string {
  assertVideoId(id);
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}
