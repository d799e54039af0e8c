// Live shows. SPEC 8 texts are exact; the rest say what happened and what to do.
import { FILL_REQUIRED_FIELDS } from "../shared/messages.ts";

/** SPEC 5: a show without a title, artist name, date or time (SPEC 8's wording for required fields). */
export const LIVE_SHOW_REQUIRED_FIELDS = FILL_REQUIRED_FIELDS;
/** SPEC 8: the alert when creating a show failed. */
export const LIVE_SHOW_CREATE_FAILED = "Error creating show. Please try again.";
/** SPEC 2: the list without shows. */
export const NO_LIVE_SHOWS = "No live shows yet";
/** SPEC 2 and 4: the video player without a video, and with one it cannot play. */
export const NO_VIDEO = "No video available";
export const VIDEO_UNAVAILABLE = "Video unavailable";

// Tickets (SPEC 5 and 8)
export const CONNECT_TO_MINT_TICKETS = "Please connect your wallet to mint tickets";
export const TICKET_CREATION_FAILED = { title: "Ticket Creation Failed" } as const;
export const TICKETS_CREATED = { title: "Tickets Created!" } as const;

// Field rules
export const showTitleTooLong = (max: number): string => `Title must be at most ${max} characters.`;
export const showArtistNameTooLong = (max: number): string => `Artist name must be at most ${max} characters.`;
export const showDescriptionTooLong = (max: number): string => `Description must be at most ${max} characters.`;
export const STREAM_TYPE_UNKNOWN = "Choose a stream platform: YouTube, Twitch or RTMP.";
export const YOUTUBE_LINK_INVALID = "Enter a YouTube video link (watch, youtu.be, shorts or embed) with its 11-character id.";
export const TWITCH_LINK_INVALID = "Enter a Twitch channel link (twitch.tv/<channel>) or a Twitch video link.";
export const STREAM_LINK_NOT_FOR_RTMP = "An RTMP show has no YouTube or Twitch link: give its ingest URL and stream key instead.";
export const RTMP_DETAILS_NOT_FOR_LINK = "Ingest URL, stream key and HLS playback URL are for RTMP shows only.";
export const RTMP_INGEST_URL_INVALID = "The ingest URL must start with rtmp:// or rtmps://.";
export const RTMP_STREAM_KEY_INVALID = "The stream key must be 1 to 200 characters without spaces.";
export const HLS_URL_INVALID = "The HLS playback URL must be an https:// link to an .m3u8 playlist.";
export const EVENT_DATE_INVALID = "Enter the date as YYYY-MM-DD.";
export const EVENT_TIME_INVALID = "Enter the time as HH:MM (24-hour clock).";
export const TIME_ZONE_INVALID = "Choose the time zone the show takes place in (such as Europe/Paris).";
export const eventTimeSkipped = (zone: string): string =>
  `That time does not exist in ${zone} (the clocks go forward then). Choose another time.`;
export const TICKET_PRICE_INVALID = "Ticket price must be a number of WBE3 of 0 or more, with at most 18 decimals.";
export const capacityRange = (max: number): string => `Capacity must be a whole number from 1 to ${max}.`;
export const CAPACITY_REQUIRED = "A ticketed show needs its capacity: how many tickets there are.";
export const SHOW_STATUS_UNKNOWN = "Choose a status: upcoming, live, ended or cancelled.";

// Server answers
export const SHOW_NOT_FOUND = "That show does not exist.";
export const NOT_SHOW_OWNER = "Only the artist who created this show can change it.";
export const statusMoveRefused = (from: string, to: string): string =>
  to === "cancelled" ? "Only a show that has not started can be cancelled." : `A show that is ${from} cannot become ${to}.`;
export const SHOW_CLOSED = "An ended or cancelled show can no longer be changed.";
export const LAST_EVENT_ID_INVALID = "Last-Event-ID must be the id of an event (a whole number).";
export const TOO_MANY_SHOW_STREAMS = "Too many live updates are open from your address. Close a tab and try again.";
export const SHOW_ARTIST_FILTER_INVALID = "artist must be an artist's username.";

// The list and the show page
export const ticketsLeft = (left: number): string => `${left} ${left === 1 ? "ticket" : "tickets"} left`;
export const ADD_TO_CALENDAR = "Add to calendar";

// The door (decision 0034)
export const DOOR_STAFF_EMAIL_INVALID = "Enter each door staff e-mail as a valid e-mail address.";
export const doorStaffTooMany = (what: "wallets" | "e-mails", max: number): string => `Name at most ${max} door staff ${what}, as a list.`;
export const NOT_SHOW_DOOR_OWNER = "Only the artist who created this show can see and name its door staff.";
export const NOT_DOOR_STAFF = "Only the show's artist and the door staff they named can check tickets in.";
export const CHECK_IN_CODE_INVALID = "This is not a ticket code. Scan the QR code on the holder's ticket screen, or paste it whole.";
export const CHECK_IN_OTHER_SHOW = "This ticket code is for another show.";
export const CHECK_IN_OTHER_TICKET = "This code is not for this show's tickets.";
export const CHECK_IN_CODE_EXPIRED = "This code has expired — ask the holder to show it again.";
export const CHECK_IN_CODE_FROM_FUTURE = "This code is dated in the future — ask the holder to check their phone's clock and show it again.";
export const CHECK_IN_NOT_SIGNED_BY_HOLDER = "This code was not signed by the wallet it names: it cannot open the door.";
export const CHECK_IN_NO_TICKET = "This wallet holds no ticket for this show.";
export const CHECK_IN_TICKET_MOVING = "This ticket is changing hands on the chain right now — scan again in a few seconds.";
export const SHOW_HAS_NO_TICKETS = "This show has no tickets to check in.";
export const CHECK_IN_SHOW_CANCELLED = "This show was cancelled: there is no check-in.";
export const CHECK_IN_SHOW_ENDED = "This show has ended: check-in is closed.";
/** SPEC-style heading of a second scan; `at` is the first check-in's time where the show takes place. */
export const ALREADY_CHECKED_IN = "Already checked in";
export const alreadyCheckedIn = (at: string, units: number): string =>
  units > 1 ? `${ALREADY_CHECKED_IN}: all ${units} tickets were used, the first at ${at}.` : `${ALREADY_CHECKED_IN} at ${at}.`;
