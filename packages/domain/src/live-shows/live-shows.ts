import { PATHS } from "../routes/routes.ts";

/**
 * A show's lifecycle: upcoming on creation, then live, then ended; an upcoming show may instead be
 * cancelled. SPEC 4: any status the app does not know shows as ended.
 */
export const LIVE_SHOW_STATUSES = ["upcoming", "live", "ended", "cancelled"] as const;
export type LiveShowStatus = (typeof LIVE_SHOW_STATUSES)[number];

/** The moves an owner may make; every other change of status is refused. */
export const LIVE_SHOW_MOVES: Readonly<Record<LiveShowStatus, readonly LiveShowStatus[]>> = {
  upcoming: ["live", "cancelled"],
  live: ["ended"],
  ended: [],
  cancelled: [],
};

export function isLiveShowStatus(value: unknown): value is LiveShowStatus {
  return typeof value === "string" && (LIVE_SHOW_STATUSES as readonly string[]).includes(value);
}

/** SPEC 4: the status a show is shown with; anything unknown (or missing) shows as ended. */
export function displayStatus(value: string | null | undefined): LiveShowStatus {
  return isLiveShowStatus(value) ? value : "ended";
}

/** Whether a show may move from `from` to `to` (an unknown status moves nowhere). */
export function canMoveStatus(from: string, to: LiveShowStatus): boolean {
  return isLiveShowStatus(from) && LIVE_SHOW_MOVES[from].includes(to);
}

export const LIVE_SHOW_STATUS_LABELS: Readonly<Record<LiveShowStatus, string>> = {
  upcoming: "Upcoming",
  live: "Live",
  ended: "Ended",
  cancelled: "Cancelled",
};

/** SPEC 5: the platforms a show streams on. */
export const STREAM_TYPES = ["youtube", "twitch", "rtmp"] as const;
export type StreamType = (typeof STREAM_TYPES)[number];

export const STREAM_TYPE_LABELS: Readonly<Record<StreamType, string>> = { youtube: "YouTube", twitch: "Twitch", rtmp: "RTMP" };

/** What the live-show event stream carries: a show's status changed, or its tickets left did. */
export const LIVE_SHOW_EVENT_KINDS = ["status", "tickets_left"] as const;
export type LiveShowEventKind = (typeof LIVE_SHOW_EVENT_KINDS)[number];

/** How often the event stream sends a comment so proxies and browsers keep it open. */
export const LIVE_SHOW_HEARTBEAT_MS = 15_000;

/** Shows per page of `GET /api/shows`. */
export const LIVE_SHOW_PAGE = { default: 20, max: 50 } as const;

/** The show page's route pattern (under the Open Mic Night list, /liveshows). */
export const SHOW_PAGE_PATTERN = `${PATHS.liveShows}/:id`;
/** The show page of one show. */
export const showPagePath = (id: string): string => `${PATHS.liveShows}/${encodeURIComponent(id)}`;
/** The door check-in screen of a show (decision 0034), for its artist and door staff. */
export const showDoorPath = (id: string): string => `${showPagePath(id)}/door`;
/** The .ics download of one show. */
export const showCalendarPath = (id: string): string => `/api/shows/${encodeURIComponent(id)}/calendar.ics`;
/** The Server-Sent Events stream of status and tickets-left changes. */
export const SHOW_EVENTS_PATH = "/api/shows/events";
