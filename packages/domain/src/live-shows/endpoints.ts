import { z } from "zod";
import { defineEndpoints } from "../shared/endpoint.ts";
import { pageQueryFields } from "../shared/paging.ts";
import { idParams } from "../shared/params.ts";
import {
  checkInListAnswer,
  checkInPassAnswer,
  doorStaffAnswer,
  liveShowAnswer,
  liveShowEventAnswer,
  liveShowPageAnswer,
  showCalendarAnswer,
} from "./answers.ts";
import { checkInBodySchema, doorStaffSchema } from "./door.ts";
import { LIVE_SHOW_PAGE, LIVE_SHOW_STATUSES } from "./live-shows.ts";
import { LAST_EVENT_ID_INVALID, SHOW_ARTIST_FILTER_INVALID, SHOW_STATUS_UNKNOWN } from "./messages.ts";
import { createShowSchema, patchShowSchema } from "./show-form.ts";

/** `GET /api/shows`: upcoming (soonest first), then live, then ended and cancelled (latest first). */
export const liveShowsQuery = z.object({
  status: z.enum(LIVE_SHOW_STATUSES, { error: SHOW_STATUS_UNKNOWN }).optional(),
  /** The owner's artist username. */
  artist: z
    .string({ error: SHOW_ARTIST_FILTER_INVALID })
    .trim()
    .min(1, SHOW_ARTIST_FILTER_INVALID)
    .max(40, SHOW_ARTIST_FILTER_INVALID)
    .optional(),
  openMic: z
    .enum(["true", "false"], { error: "openMic must be true or false." })
    .transform((value) => value === "true")
    .optional(),
  ...pageQueryFields(LIVE_SHOW_PAGE),
});
export type LiveShowsQuery = z.output<typeof liveShowsQuery>;

/** `GET /api/shows/events`: where to resume when the Last-Event-ID header cannot be set (a first connection). */
export const showEventsQuery = z.object({
  lastEventId: z
    .string({ error: LAST_EVENT_ID_INVALID })
    .regex(/^[0-9]{1,18}$/, LAST_EVENT_ID_INVALID)
    .optional(),
});

/** Live shows: public list and pages, created by artists (or the privileged wallet), changed by their owner. */
export const LIVE_SHOWS_ENDPOINTS = defineEndpoints({
  "GET /api/shows": { access: "all", query: liveShowsQuery, output: liveShowPageAnswer },
  /** Server-Sent Events (text/event-stream), each event's data a `liveShowEventAnswer`. */
  "GET /api/shows/events": { access: "all", query: showEventsQuery, output: liveShowEventAnswer, answer: "raw" },
  "GET /api/shows/:id": { access: "all", params: idParams, output: liveShowAnswer },
  /** An iCalendar file (text/calendar) with the show as one event. */
  "GET /api/shows/:id/calendar.ics": { access: "all", params: idParams, output: showCalendarAnswer, answer: "raw" },
  "POST /api/shows": { access: ["artist"], body: createShowSchema, output: liveShowAnswer, status: 201 },
  "PATCH /api/shows/:id": { access: ["artist"], params: idParams, body: patchShowSchema, output: liveShowAnswer },
  // The door (decision 0034). The show's owner names door staff; the module lets only the owner
  // change or read the list, and only the owner and the staff named scan and read the check-ins.
  "GET /api/shows/:id/verifiers": { access: ["artist"], params: idParams, output: doorStaffAnswer },
  "PUT /api/shows/:id/verifiers": { access: ["artist"], params: idParams, body: doorStaffSchema, output: doorStaffAnswer },
  "POST /api/shows/:id/check-ins": {
    access: "signed-in",
    params: idParams,
    body: checkInBodySchema,
    output: checkInPassAnswer,
    status: 201,
  },
  "GET /api/shows/:id/check-ins": { access: "signed-in", params: idParams, output: checkInListAnswer },
});
