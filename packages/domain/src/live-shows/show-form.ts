import { z } from "zod";
import { textField, wellFormedText } from "../shared/text.ts";
import { isEventDate, isEventTime, isTimeZone, zonedInstant } from "./event-time.ts";
import { LIVE_SHOW_STATUSES, STREAM_TYPES, type StreamType } from "./live-shows.ts";
import {
  CAPACITY_REQUIRED,
  EVENT_DATE_INVALID,
  EVENT_TIME_INVALID,
  HLS_URL_INVALID,
  LIVE_SHOW_REQUIRED_FIELDS,
  RTMP_DETAILS_NOT_FOR_LINK,
  RTMP_INGEST_URL_INVALID,
  RTMP_STREAM_KEY_INVALID,
  SHOW_STATUS_UNKNOWN,
  STREAM_LINK_NOT_FOR_RTMP,
  STREAM_TYPE_UNKNOWN,
  TICKET_PRICE_INVALID,
  TIME_ZONE_INVALID,
  TWITCH_LINK_INVALID,
  YOUTUBE_LINK_INVALID,
  capacityRange,
  eventTimeSkipped,
  showArtistNameTooLong,
  showDescriptionTooLong,
  showTitleTooLong,
} from "./messages.ts";
import { videoSource } from "./video.ts";

export const LIVE_SHOW_LIMITS = { title: 120, artistName: 80, description: 2000, link: 2048, streamKey: 200, capacity: 100_000 } as const;

const REQUIRED = LIVE_SHOW_REQUIRED_FIELDS;

/** Optional text that may be sent blank: blank and null both mean none. */
function optionalLink(message: string, test: (value: string) => boolean) {
  return z
    .string({ error: message })
    .refine(...wellFormedText("Link"))
    .trim()
    .max(LIVE_SHOW_LIMITS.link, message)
    .refine((value) => value === "" || test(value), message)
    .transform((value) => (value === "" ? null : value))
    .nullable();
}

const RTMP_INGEST = /^rtmps?:\/\/[^\s/?#]+(\/\S*)?$/i;
const HLS_URL = /^https:\/\/[^\s/?#@]+\/\S*\.m3u8(\?\S*)?$/i;
const STREAM_KEY = /^\S{1,200}$/;

const titleField = textField({
  label: "Title",
  max: LIVE_SHOW_LIMITS.title,
  tooLong: showTitleTooLong(LIVE_SHOW_LIMITS.title),
  required: REQUIRED,
});
const artistNameField = textField({
  label: "Artist name",
  max: LIVE_SHOW_LIMITS.artistName,
  tooLong: showArtistNameTooLong(LIVE_SHOW_LIMITS.artistName),
  required: REQUIRED,
});
const descriptionField = textField({
  label: "Description",
  max: LIVE_SHOW_LIMITS.description,
  tooLong: showDescriptionTooLong(LIVE_SHOW_LIMITS.description),
  multiline: true,
});
const streamTypeField = z.enum(STREAM_TYPES, { error: STREAM_TYPE_UNKNOWN });
/** The YouTube or Twitch link; which of the two is checked against the stream type. */
const streamUrlField = optionalLink(YOUTUBE_LINK_INVALID, () => true);
const ingestUrlField = optionalLink(RTMP_INGEST_URL_INVALID, (value) => RTMP_INGEST.test(value));
const streamKeyField = optionalLink(RTMP_STREAM_KEY_INVALID, (value) => STREAM_KEY.test(value));
const hlsUrlField = optionalLink(HLS_URL_INVALID, (value) => HLS_URL.test(value));

const eventDateField = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).refine(isEventDate, EVENT_DATE_INVALID);
const eventTimeField = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).refine(isEventTime, EVENT_TIME_INVALID);
const timeZoneField = z.string({ error: TIME_ZONE_INVALID }).trim().refine(isTimeZone, TIME_ZONE_INVALID);

/** WBE3, as typed: 0 or more, at most 18 decimals (the token's), at most 12 whole digits. */
export const ticketPriceSchema = z
  .string({ error: TICKET_PRICE_INVALID })
  .trim()
  .regex(/^(0|[1-9][0-9]{0,11})(\.[0-9]{1,18})?$/, TICKET_PRICE_INVALID);

const CAPACITY_RULE = capacityRange(LIVE_SHOW_LIMITS.capacity);
/** A whole number as JSON sends it or as a number input gives it ("", true and 2.5 are refused). */
const capacityField = z
  .union(
    [
      z.number({ error: CAPACITY_RULE }),
      z
        .string({ error: CAPACITY_RULE })
        .trim()
        .regex(/^[0-9]{1,9}$/, CAPACITY_RULE)
        .transform(Number),
    ],
    {
      error: CAPACITY_RULE,
    },
  )
  .pipe(z.number().int(CAPACITY_RULE).min(1, CAPACITY_RULE).max(LIVE_SHOW_LIMITS.capacity, CAPACITY_RULE))
  .nullable();

/** Every field of a show as the server keeps it (what a create gives, and a stored show with a patch applied). */
export interface ShowFields {
  title: string;
  description: string;
  artistName: string;
  streamType: StreamType;
  streamUrl: string | null;
  rtmpIngestUrl: string | null;
  rtmpStreamKey: string | null;
  hlsUrl: string | null;
  eventDate: string;
  eventTime: string;
  timeZone: string;
  ticketPrice: string;
  ticketed: boolean;
  capacity: number | null;
  openMic: boolean;
}

export interface ShowFieldProblem {
  field: keyof ShowFields;
  message: string;
}

/**
 * The rules between fields, for a create and for a stored show with a patch applied: the link
 * must be of the stream type's platform, RTMP details only for RTMP, the time must exist in the
 * zone, a ticketed show needs a capacity. The first problem, or null.
 */
export function showFieldProblem(show: ShowFields): ShowFieldProblem | null {
  const rtmpDetails = show.rtmpIngestUrl ?? show.rtmpStreamKey ?? show.hlsUrl;
  if (show.streamType === "rtmp") {
    if (show.streamUrl !== null) return { field: "streamUrl", message: STREAM_LINK_NOT_FOR_RTMP };
  } else {
    if (rtmpDetails !== null) {
      const field = show.rtmpIngestUrl !== null ? "rtmpIngestUrl" : show.rtmpStreamKey !== null ? "rtmpStreamKey" : "hlsUrl";
      return { field, message: RTMP_DETAILS_NOT_FOR_LINK };
    }
    if (show.streamUrl !== null && videoSource(show.streamUrl)?.platform !== show.streamType) {
      return { field: "streamUrl", message: show.streamType === "youtube" ? YOUTUBE_LINK_INVALID : TWITCH_LINK_INVALID };
    }
  }
  if (zonedInstant(show.eventDate, show.eventTime, show.timeZone) === null) {
    return { field: "eventTime", message: eventTimeSkipped(show.timeZone) };
  }
  if (show.ticketed && show.capacity === null) return { field: "capacity", message: CAPACITY_REQUIRED };
  return null;
}

const showFieldsSchema = z.object({
  title: titleField,
  description: descriptionField.default(""),
  artistName: artistNameField,
  streamType: streamTypeField.default("youtube"),
  streamUrl: streamUrlField.default(null),
  rtmpIngestUrl: ingestUrlField.default(null),
  rtmpStreamKey: streamKeyField.default(null),
  hlsUrl: hlsUrlField.default(null),
  eventDate: eventDateField,
  eventTime: eventTimeField,
  timeZone: timeZoneField,
  ticketPrice: ticketPriceSchema.default("0"),
  ticketed: z.boolean().default(false),
  capacity: capacityField.default(null),
  openMic: z.boolean().default(false),
});

/** `POST /api/shows` and the create dialog (SPEC 5: title, artist name, date and time required). */
export const createShowSchema = showFieldsSchema.superRefine((show, ctx) => {
  const problem = showFieldProblem(show);
  if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
});
export type CreateShowInput = z.input<typeof createShowSchema>;
export type CreateShow = z.output<typeof createShowSchema>;

/**
 * `PATCH /api/shows/:id`: only what is sent changes (null or "" clears an optional field); the
 * rules between fields are checked on the show with the patch applied. `status` moves the show.
 */
export const patchShowSchema = z.object({
  title: titleField.optional(),
  description: descriptionField.optional(),
  artistName: artistNameField.optional(),
  streamType: streamTypeField.optional(),
  streamUrl: streamUrlField.optional(),
  rtmpIngestUrl: ingestUrlField.optional(),
  rtmpStreamKey: streamKeyField.optional(),
  hlsUrl: hlsUrlField.optional(),
  eventDate: eventDateField.optional(),
  eventTime: eventTimeField.optional(),
  timeZone: timeZoneField.optional(),
  ticketPrice: ticketPriceSchema.optional(),
  ticketed: z.boolean().optional(),
  capacity: capacityField.optional(),
  openMic: z.boolean().optional(),
  status: z.enum(LIVE_SHOW_STATUSES, { error: SHOW_STATUS_UNKNOWN }).optional(),
});
export type PatchShowInput = z.input<typeof patchShowSchema>;
export type PatchShow = z.output<typeof patchShowSchema>;

/** A stored show with a patch applied (the status aside): what `showFieldProblem` then checks. */
export function applyShowPatch(show: ShowFields, patch: PatchShow): ShowFields {
  const { status: _status, ...fields } = patch;
  const changed = Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(([, value]) => value !== undefined),
  ) as Partial<ShowFields>;
  const next = { ...show, ...changed };
  // A new platform drops the old one's details, unless the patch sets them itself.
  if (next.streamType !== show.streamType) {
    // Leaving RTMP drops the ingest details; any other change drops the old platform's link.
    const dropped: (keyof ShowFields)[] = show.streamType === "rtmp" ? ["rtmpIngestUrl", "rtmpStreamKey", "hlsUrl"] : ["streamUrl"];
    for (const field of dropped) if (changed[field] === undefined) Object.assign(next, { [field]: null });
  }
  return next;
}
