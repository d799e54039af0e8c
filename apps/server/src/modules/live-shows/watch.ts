// Watching a show (issue 25, point 5; decision 0035): a free show's stream is public; a ticketed
// show's is a signed link of ours, made for its artist or a current ticket holder and checked
// again at every use, so a resold ticket takes the stream with it and an old link stops working.
import {
  AppError,
  LIVE_STREAM_RESOURCE,
  NO_VIDEO,
  NOT_A_TICKET_HOLDER,
  SHOW_CANCELLED_NOTHING_OPENS,
  SIGN_IN_REQUIRED,
  videoEmbedUrl,
  videoSource,
  type SessionUser,
  type ShowWatch,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { readerOfResourceLink, resourceLink, type SignedLinkParts } from "../content/service.ts";
import type { LinkedResource } from "../../lib/openings.ts";
import type { ShowRow } from "./repo.ts";
import { holdsShowTicket } from "./ticket-holders.ts";
import { requireShow } from "./require-show.ts";

type WatchDeps = AppDeps;

const streamOf = (showId: string) => ({ kind: LIVE_STREAM_RESOURCE, id: showId });
const streamPath = (showId: string) => `/api/shows/${showId}/stream`;

/** The player and its URL: a YouTube (privacy-enhanced) or Twitch embed, or an RTMP show's HLS playlist. */
function playerOf(show: ShowRow, origin: string): Pick<ShowWatch, "player" | "url"> {
  if (show.streamType === "rtmp") {
    if (show.hlsUrl) return { player: "hls", url: show.hlsUrl };
  } else {
    const source = show.streamUrl ? videoSource(show.streamUrl) : null;
    // Twitch plays only inside the pages of the hosts its `parent` names: ours.
    if (source) return { player: source.platform, url: videoEmbedUrl(source, { parent: new URL(origin).hostname }) };
  }
  throw new AppError("not_found", NO_VIDEO, { reason: "no_stream" });
}

/**
 * Whether `user` may watch the show now: anyone a free show; the artist or a current holder of
 * its ticket a ticketed one. A cancelled show opens to no one, and a non-holder is told to buy a
 * ticket, each with its reason.
 */
async function mayWatch(deps: WatchDeps, show: ShowRow, user: SessionUser | null): Promise<void> {
  if (show.status === "cancelled") throw new AppError("forbidden", SHOW_CANCELLED_NOTHING_OPENS, { reason: "show_cancelled" });
  if (!show.ticketed) return;
  if (!user) throw new AppError("unauthorized", SIGN_IN_REQUIRED);
  if (user.id === show.ownerId || (await holdsShowTicket(deps, show.id, user))) return;
  throw new AppError("forbidden", NOT_A_TICKET_HOLDER, { reason: "not_holder" });
}

/** The stream as a resource of the openings seam: asked when a link is made and again at every use. */
export const LIVE_STREAM: LinkedResource = {
  kind: LIVE_STREAM_RESOURCE,
  mayOpen: async (deps, showId, user) => {
    await mayWatch(deps, await requireShow(deps.db, showId), user);
    return true;
  },
};

/** `GET /api/shows/:id/watch`: where to play the show, for whoever may watch it. */
export async function showWatch(deps: WatchDeps, viewer: SessionUser | null, showId: string): Promise<ShowWatch> {
  const show = await requireShow(deps.db, showId);
  const player = playerOf(show, deps.env.origins.canonical);
  await mayWatch(deps, show, viewer);
  if (!show.ticketed || !viewer) return { ...player, expiresAt: null };
  const link = await resourceLink(deps, viewer, streamOf(showId), streamPath(showId));
  return { player: player.player, url: link.url, expiresAt: link.expiresAt };
}

/**
 * `GET /api/shows/:id/stream`: a signed link from `/watch` leads to the player URL while its viewer
 * may still watch (a free show's to anyone). Never cached, and no referrer goes on to the player.
 */
export async function streamRedirect(deps: WatchDeps, showId: string, link: SignedLinkParts, now = new Date()): Promise<Response> {
  const show = await requireShow(deps.db, showId);
  if (show.ticketed) await readerOfResourceLink(deps, streamOf(showId), link, now);
  else await mayWatch(deps, show, null);
  const { url } = playerOf(show, deps.env.origins.canonical);
  return new Response(null, {
    status: 302,
    headers: { location: url, "cache-control": "no-store", "referrer-policy": "no-referrer" },
  });
}
