import { z } from "zod";
import { LIVE_SHOW_EVENT_KINDS, LIVE_SHOW_STATUSES, STREAM_TYPES } from "./live-shows.ts";

/** What anyone may see of a show's stream: the YouTube or Twitch link, or an RTMP show's HLS playback URL. */
export const showStreamAnswer = z.object({
  type: z.enum(STREAM_TYPES),
  /** The YouTube or Twitch link (null for RTMP, or when not given yet). */
  url: z.string().nullable(),
  /** An RTMP show's HLS playback URL, if it has one. */
  hlsUrl: z.string().nullable(),
});

/** Where an RTMP show's artist sends the stream: only ever in the owner's answer. */
export const showIngestAnswer = z.object({ url: z.string().nullable(), streamKey: z.string().nullable() });

export const liveShowAnswer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  artistName: z.string(),
  /** The owner's artist page username, if the owner has an artist profile. */
  artistUsername: z.string().nullable(),
  /** As stored. */
  status: z.string(),
  /** SPEC 4: what to show; anything unknown shows as ended. */
  displayStatus: z.enum(LIVE_SHOW_STATUSES),
  /** The start, ISO 8601 in UTC. */
  eventAt: z.string(),
  /** The artist's IANA time zone, and the date (YYYY-MM-DD) and time (HH:MM) as typed there. */
  timeZone: z.string(),
  eventDate: z.string(),
  eventTime: z.string(),
  /** WBE3, as a decimal string ("0" when free). */
  ticketPrice: z.string(),
  ticketed: z.boolean(),
  capacity: z.number().int().nullable(),
  /** Null when the show is not ticketed. */
  ticketsLeft: z.number().int().nullable(),
  openMic: z.boolean(),
  stream: showStreamAnswer,
  /** The RTMP ingest details: null except for the show's owner, and for non-RTMP shows. */
  ingest: showIngestAnswer.nullable(),
  /** Whether the signed-in viewer created the show (may edit it and move its status). */
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LiveShow = z.output<typeof liveShowAnswer>;

/** `GET /api/shows`: a page; `nextOffset` asks for the next one (null: no more). */
export const liveShowPageAnswer = z.object({ shows: z.array(liveShowAnswer), nextOffset: z.number().int().nullable() });
export type LiveShowPage = z.output<typeof liveShowPageAnswer>;

/** One Server-Sent Event's data (its `event:` is the kind, its `id:` the event's number). */
export const liveShowEventAnswer = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal(LIVE_SHOW_EVENT_KINDS[0]),
    showId: z.string(),
    status: z.string(),
    displayStatus: z.enum(LIVE_SHOW_STATUSES),
  }),
  z.object({ kind: z.literal(LIVE_SHOW_EVENT_KINDS[1]), showId: z.string(), ticketsLeft: z.number().int() }),
]);
export type LiveShowEvent = z.output<typeof liveShowEventAnswer>;

/** The .ics file's text (`answer: "raw"`). */
export const showCalendarAnswer = z.string();

/** A show's door staff (`GET`/`PUT /api/shows/:id/verifiers`): wallets checksummed, e-mails normalised, in the order named. */
export const doorStaffAnswer = z.object({ wallets: z.array(z.string()), emails: z.array(z.string()) });
export type DoorStaffAnswer = z.output<typeof doorStaffAnswer>;

/** A scan that opened the door (`POST /api/shows/:id/check-ins`); every refusal is an error with its reason. */
export const checkInPassAnswer = z.object({
  pass: z.literal(true),
  showId: z.string(),
  /** The ticket token id, as a decimal string. */
  tokenId: z.string(),
  /** The holder's wallet, checksummed. */
  holder: z.string(),
  /** Tickets the holder holds now, by the transfer index. */
  units: z.number().int(),
  /** Of those, used at the door now, this check-in included. */
  checkedIn: z.number().int(),
  /** When the door let them in, ISO 8601. */
  at: z.string(),
});
export type CheckInPass = z.output<typeof checkInPassAnswer>;

export const checkInEntryAnswer = z.object({
  holder: z.string(),
  tokenId: z.string(),
  /** Which of the holder's check-ins at this show it was (1 for the first). */
  sequence: z.number().int(),
  at: z.string(),
  /** Who scanned: the door staff account's wallet (checksummed), else its e-mail. */
  scannedBy: z.string().nullable(),
});

/** The door screen (`GET /api/shows/:id/check-ins`): the counts, and the newest check-ins. */
export const checkInListAnswer = z.object({
  showId: z.string(),
  /** Tickets minted for the show (null before they are). */
  tickets: z.number().int().nullable(),
  /** Check-ins in all, and the wallets they came from. */
  checkedIn: z.number().int(),
  holders: z.number().int(),
  /** Newest first, at most CHECK_IN_LIST_MAX. */
  checkIns: z.array(checkInEntryAnswer),
});
export type CheckInList = z.output<typeof checkInListAnswer>;
