import { formatUnits } from "viem";
import type { Database } from "@wbe3/db";
import {
  AppError,
  applyShowPatch,
  canMoveStatus,
  displayStatus,
  isLiveShowStatus,
  NOT_SHOW_OWNER,
  parseWbe3,
  SHOW_CLOSED,
  showFieldProblem,
  statusMoveRefused,
  wallClockOf,
  WBE3_DECIMALS,
  zonedInstant,
  type CreateShow,
  type LiveShow,
  type LiveShowPage,
  type LiveShowsQuery,
  type MintTickets,
  type TicketMint,
  type PatchShow,
  type SessionUser,
  type ShowFields,
} from "@wbe3/domain";
import type { Hash } from "viem";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { AppDeps } from "../../deps.ts";
import { recordActivity } from "../activity/service.ts";
import { listingsChanged } from "../marketplace/service.ts";
import { refundShowTickets } from "./cancellation.ts";
import { applyTicketRules } from "./ticket-edits.ts";
import { confirmTicketMint, requestTicketMint } from "./ticket-mint.ts";
import { calendarFileName, showCalendar } from "./calendar.ts";
import { publishStatus } from "./events.ts";
import { findShowTickets } from "./tickets-repo.ts";
import { ticketViews, type TicketsView } from "./tickets-left.ts";
import { findShows, insertShow, lockShow, updateShow, type NewShow, type ShowRow, type ShowWithArtist } from "./repo.ts";
import { requireShow, showNotFound } from "./require-show.ts";

export { publishTicketsLeft } from "./events.ts";
export { startTicketsWatch, syncTicketsLeft } from "./tickets-left.ts";

/** A show's ticket token on chain (recorded once its mint was verified), or null before that. */
export interface ShowTicketToken {
  /** The TicketNFT address, lower-case. */
  contract: string;
  tokenId: bigint;
  quantity: number;
  mintBlock: bigint;
}

export async function showTicketToken(db: Database, showId: string): Promise<ShowTicketToken | null> {
  const row = await findShowTickets(db, showId);
  return row ? { contract: row.contract, tokenId: row.tokenId, quantity: row.quantity, mintBlock: row.mintBlock } : null;
}

/** A show's stored row as the fields a create gives and a patch changes. */
function fieldsOf(row: ShowRow): ShowFields {
  const { date, time } = wallClockOf(row.eventAt, row.timeZone);
  return {
    title: row.title,
    description: row.description,
    artistName: row.artistName,
    streamType: row.streamType,
    streamUrl: row.streamUrl,
    rtmpIngestUrl: row.rtmpIngestUrl,
    rtmpStreamKey: row.rtmpStreamKey,
    hlsUrl: row.hlsUrl,
    eventDate: date,
    eventTime: time,
    timeZone: row.timeZone,
    ticketPrice: formatUnits(row.ticketPrice, WBE3_DECIMALS),
    ticketed: row.ticketed,
    capacity: row.capacity,
    openMic: row.openMic,
  };
}

/** The columns of the fields (the rules between them already checked). */
function columnsOf(fields: ShowFields): Omit<NewShow, "ownerId"> {
  const eventAt = zonedInstant(fields.eventDate, fields.eventTime, fields.timeZone);
  if (!eventAt) throw new Error("the show's time was not checked");
  return {
    title: fields.title,
    description: fields.description,
    artistName: fields.artistName,
    streamType: fields.streamType,
    streamUrl: fields.streamUrl,
    rtmpIngestUrl: fields.rtmpIngestUrl,
    rtmpStreamKey: fields.rtmpStreamKey,
    hlsUrl: fields.hlsUrl,
    eventAt,
    timeZone: fields.timeZone,
    ticketPrice: parseWbe3(fields.ticketPrice),
    ticketed: fields.ticketed,
    // Capacity means tickets: an unticketed show keeps none.
    capacity: fields.ticketed ? fields.capacity : null,
    openMic: fields.openMic,
  };
}

const NO_TICKETS: TicketsView = { token: null, left: null };

/**
 * What anyone sees of a show; the RTMP ingest details only for its owner, and a ticketed show's
 * stream links too (its holders get them from `/watch`, decision 0035).
 */
function toShow(row: ShowWithArtist, viewer: SessionUser | null, tickets: TicketsView): LiveShow {
  const fields = fieldsOf(row);
  const mine = viewer?.id === row.ownerId;
  const streamShown = mine || !row.ticketed;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    artistName: row.artistName,
    artistUsername: row.artistUsername,
    status: row.status,
    displayStatus: displayStatus(row.status),
    eventAt: row.eventAt.toISOString(),
    timeZone: row.timeZone,
    eventDate: fields.eventDate,
    eventTime: fields.eventTime,
    ticketPrice: fields.ticketPrice,
    ticketed: row.ticketed,
    capacity: row.capacity,
    ticketsLeft: row.ticketed ? tickets.left : null,
    tickets: tickets.token,
    openMic: row.openMic,
    stream: { type: row.streamType, url: streamShown ? row.streamUrl : null, hlsUrl: streamShown ? row.hlsUrl : null },
    ingest: mine && row.streamType === "rtmp" ? { url: row.rtmpIngestUrl, streamKey: row.rtmpStreamKey } : null,
    mine,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listShows(db: Database, viewer: SessionUser | null, query: LiveShowsQuery): Promise<LiveShowPage> {
  const rows = await findShows(
    db,
    { status: query.status, artistUsername: query.artist, openMic: query.openMic },
    { limit: query.limit + 1, offset: query.offset },
  );
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const tickets = await ticketViews(db, page);
  return {
    shows: page.map((row) => toShow(row, viewer, tickets.get(row.id) ?? NO_TICKETS)),
    nextOffset: more ? query.offset + query.limit : null,
  };
}

export async function showById(db: Database, viewer: SessionUser | null, id: string): Promise<LiveShow> {
  const row = await requireShow(db, id);
  const tickets = await ticketViews(db, [row]);
  return toShow(row, viewer, tickets.get(row.id) ?? NO_TICKETS);
}

/** POST /api/shows: upcoming, owned by the artist (or the privileged wallet) who creates it. */
export async function createShow(db: Database, user: SessionUser, input: CreateShow): Promise<LiveShow> {
  const id = await db.transaction(async (tx) => {
    const row = await insertShow(tx, { ...columnsOf(input), ownerId: user.id, status: "upcoming" });
    await recordActivity(tx, "live_show_created", user.id, { showId: row.id, ticketed: row.ticketed });
    // A new show is news to every open list.
    await publishStatus(tx, row.id, "upcoming");
    return row.id;
  });
  return showById(db, user, id);
}

function invalid(message: string): AppError {
  return new AppError("bad_request", message, { reason: "invalid_input" });
}

/**
 * PATCH /api/shows/:id, the owner only: edits the fields (checked together with what is stored)
 * and moves the status (upcoming → live → ended, or upcoming → cancelled). Sending the status the
 * show already has changes nothing. An ended or cancelled show is closed. Minted tickets follow
 * (ticket-edits.ts); a cancelled show's paid tickets are refunded (cancellation.ts).
 */
export async function patchShow(db: Database, chain: Chain, user: SessionUser, id: string, patch: PatchShow): Promise<LiveShow> {
  const listingChanged = await db.transaction(async (tx) => {
    const row = await lockShow(tx, id);
    if (!row) throw showNotFound();
    if (row.ownerId !== user.id) throw new AppError("forbidden", NOT_SHOW_OWNER, { reason: "not_show_owner" });
    const move = patch.status !== undefined && patch.status !== row.status ? patch.status : null;
    if (move !== null && !canMoveStatus(row.status, move)) {
      throw new AppError("conflict", statusMoveRefused(row.status, move), { reason: "status_move_not_allowed" });
    }
    const { status: _status, ...edits } = patch;
    const editing = Object.values(edits as Record<string, unknown>).some((value) => value !== undefined);
    if (editing && (!isLiveShowStatus(row.status) || row.status === "ended" || row.status === "cancelled")) {
      throw new AppError("conflict", SHOW_CLOSED, { reason: "show_closed" });
    }
    const fields = applyShowPatch(fieldsOf(row), patch);
    const problem = showFieldProblem(fields);
    if (problem) throw invalid(problem.message);
    const ticketsChanged = await applyTicketRules(tx, id, fields, move ?? row.status, move);
    await updateShow(tx, id, { ...columnsOf(fields), ...(move ? { status: move } : {}) });
    if (move) {
      await recordActivity(tx, "live_show_status_changed", user.id, { showId: id, from: row.status, to: move });
      await publishStatus(tx, id, move);
    }
    return ticketsChanged;
  });
  if (listingChanged) listingsChanged(db);
  const show = await showById(db, user, id);
  // A cancelled show's paid tickets are refunded, each once: a cancel sent again refunds only what is left.
  if (show.status === "cancelled") await refundShowTickets(db, chain, id);
  return show;
}

/** `POST /api/shows/:id/tickets`: the ticket metadata stored and the artist's wallet calls (ticket-mint.ts). */
export function mintShowTickets(deps: AppDeps, user: SessionUser, id: string, input: MintTickets): Promise<TicketMint> {
  return requestTicketMint({ ...deps, origin: deps.env.origins.canonical }, user, id, input);
}

/** `POST /api/shows/:id/tickets/confirm`: the mint verified and recorded once, the tickets on sale; the show as it is then. */
export async function confirmShowTickets(deps: AppDeps, user: SessionUser, id: string, txHash: Hash): Promise<LiveShow> {
  await confirmTicketMint({ ...deps, origin: deps.env.origins.canonical }, user, id, txHash);
  return showById(deps.db, user, id);
}

/** GET /api/shows/:id/calendar.ics: the file's name and text. */
export async function showCalendarFile(db: Database, id: string, origin: string): Promise<{ fileName: string; text: string }> {
  const show = await requireShow(db, id);
  return { fileName: calendarFileName(show.title), text: showCalendar(show, origin) };
}
