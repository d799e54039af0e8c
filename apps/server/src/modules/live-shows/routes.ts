import { AppError, LAST_EVENT_ID_INVALID, TOO_MANY_SHOW_STREAMS } from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { clientNetwork } from "../../lib/client-network.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { clientAddress } from "../../middleware/rate-limit.ts";
import { checkInTicket, showCheckIns } from "./check-ins.ts";
import { doorStaffOf, setDoorStaff } from "./door-staff.ts";
import { createShowEventHub } from "./event-hub.ts";
import { showEventStream } from "./event-stream.ts";
import { createShow, listShows, patchShow, showById, showCalendarFile } from "./service.ts";

const EVENT_ID = /^[0-9]{1,18}$/;

/** Where a stream resumes: the browser's Last-Event-ID header, else the `lastEventId` query (a first connection). */
function resumeAfter(header: string | undefined, query: string | undefined): bigint | null {
  const value = header?.trim() || query;
  if (value === undefined || value === "") return null;
  if (!EVENT_ID.test(value)) throw new AppError("bad_request", LAST_EVENT_ID_INVALID, { reason: "invalid_input" });
  return BigInt(value);
}

/** Live shows: the public list and pages, the artist's create and edit, the live event stream and the calendar file. */
export function liveShowsRoutes(deps: AppDeps) {
  const hub = createShowEventHub(deps.db, deps.notifications, deps.logger, { streamsPerAddress: deps.env.showEventStreamsPerAddress });
  const viewerOf = (c: Parameters<typeof requireUser>[0]) => c.get("session")?.user ?? null;
  return endpointRoutes(deps, {
    "GET /api/shows": async ({ query }, c) => listShows(deps.db, viewerOf(c), query),
    // Before /api/shows/:id, which would read "events" as an id.
    "GET /api/shows/events": async ({ query }, c) => {
      const afterId = resumeAfter(c.req.header("last-event-id"), query.lastEventId);
      const release = hub.claimStream(clientNetwork(clientAddress(c, deps.env.trustProxy)));
      if (!release) throw new AppError("rate_limited", TOO_MANY_SHOW_STREAMS, { reason: "too_many_streams" });
      return showEventStream({ hub, afterId, heartbeatMs: deps.env.showEventsHeartbeatMs, onClose: release, signal: c.req.raw.signal });
    },
    "GET /api/shows/:id": async ({ params }, c) => showById(deps.db, viewerOf(c), params.id),
    "GET /api/shows/:id/calendar.ics": async ({ params }) => {
      const { fileName, text } = await showCalendarFile(deps.db, params.id, deps.env.origins.canonical);
      return new Response(text, {
        headers: {
          "content-type": "text/calendar; charset=utf-8",
          "content-disposition": `attachment; filename="${fileName}"`,
          "cache-control": "no-cache",
        },
      });
    },
    "POST /api/shows": async ({ body }, c) => createShow(deps.db, requireUser(c), body),
    "PATCH /api/shows/:id": async ({ params, body }, c) => patchShow(deps.db, requireUser(c), params.id, body),
    "GET /api/shows/:id/verifiers": async ({ params }, c) => doorStaffOf(deps.db, requireUser(c), params.id),
    "PUT /api/shows/:id/verifiers": async ({ params, body }, c) => setDoorStaff(deps.db, requireUser(c), params.id, body),
    "POST /api/shows/:id/check-ins": async ({ params, body }, c) => checkInTicket(deps, requireUser(c), params.id, body.code),
    "GET /api/shows/:id/check-ins": async ({ params }, c) => showCheckIns(deps.db, requireUser(c), params.id),
  });
}
