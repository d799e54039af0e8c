// A show's tickets (issue 25, point 3; decision 0035): what the artist mints, what a ticket says
// about the show, and the answers' texts. Server and web read the same rules.
import { z } from "zod";
import { TICKET_FEE_WEI } from "../shared/constants.ts";
import { STREAM_TYPE_LABELS, type StreamType } from "./live-shows.ts";
import { LIVE_SHOW_LIMITS } from "./show-form.ts";

/** SPEC 7: `mintTicket` costs this per ticket (the contract's fee is the single source; this is its deploy-time value). */
export const TICKET_MINT_FEE_WEI = TICKET_FEE_WEI;
/**
 * How often the server compares each open show's tickets left with the count it last published
 * (the marketplace tells no area of a sale), and refunds tickets paid for a show after its cancel.
 */
export const TICKETS_WATCH_INTERVAL_MS = 2_000;
/** Every ticket's seat class: a live stream has no seats. */
export const TICKET_SEAT_CLASS = "General admission";

export const ticketQuantityRange = (max: number): string => `Quantity must be a whole number of tickets from 1 to ${max}.`;
const QUANTITY_RULE = ticketQuantityRange(LIVE_SHOW_LIMITS.capacity);

/** `POST /api/shows/:id/tickets`: how many tickets to mint (at most the show's capacity, checked on the server). */
export const mintTicketsSchema = z.object({
  quantity: z.number({ error: QUANTITY_RULE }).int(QUANTITY_RULE).min(1, QUANTITY_RULE).max(LIVE_SHOW_LIMITS.capacity, QUANTITY_RULE),
});
export type MintTickets = z.output<typeof mintTicketsSchema>;

const CID_RULE = "cid must be the content id of a file you stored.";
/** `POST /api/shows/:id/files`: a file the artist stored, kept for the show's ticket holders. */
export const showFileSchema = z.object({ cid: z.string({ error: CID_RULE }).regex(/^b[a-z2-7]{20,100}$/, CID_RULE) });

/** What a ticket's metadata is built from: the show as stored. */
export interface TicketShow {
  id: string;
  title: string;
  description: string;
  artistName: string;
  /** ISO 8601, UTC. */
  eventAt: string;
  timeZone: string;
  /** As typed in the show's time zone. */
  eventDate: string;
  eventTime: string;
  streamType: StreamType;
  openMic: boolean;
  /** A stored image's CID, if the show has one. */
  imageCid?: string | null | undefined;
}

/** The ERC-1155 metadata JSON a show's ticket token points at. */
export interface TicketMetadata {
  name: string;
  description: string;
  image: string;
  external_url: string;
  attributes: { trait_type: string; value: string | number }[];
  properties: {
    show: string;
    artist: string;
    startsAt: string;
    timeZone: string;
    venue: string;
    seatClass: string;
    quantity: number;
  };
}

/** Where a show takes place: online, on its platform. */
export const ticketVenue = (type: StreamType): string => `Online: ${STREAM_TYPE_LABELS[type]} live stream`;

/**
 * The ticket metadata the server builds and stores (never the client's): the show, its date and
 * time in its zone, the venue and the seat class. It names the show's id, so two shows' tickets
 * never share a URI.
 */
export function ticketMetadata(show: TicketShow, quantity: number, showUrl: string): TicketMetadata {
  const when = `${show.eventDate} ${show.eventTime} (${show.timeZone})`;
  const venue = ticketVenue(show.streamType);
  return {
    name: `${show.title}: Ticket`,
    description: show.description === "" ? `A ticket to ${show.title} by ${show.artistName}.` : show.description,
    image: show.imageCid ? `ipfs://${show.imageCid}` : "",
    external_url: showUrl,
    attributes: [
      { trait_type: "Show", value: show.title },
      { trait_type: "Artist", value: show.artistName },
      { trait_type: "Date", value: when },
      { trait_type: "Venue", value: venue },
      { trait_type: "Seat class", value: TICKET_SEAT_CLASS },
      ...(show.openMic ? [{ trait_type: "Event", value: "Open Mic Night" }] : []),
      { trait_type: "Tickets", value: quantity },
    ],
    properties: {
      show: show.id,
      artist: show.artistName,
      startsAt: show.eventAt,
      timeZone: show.timeZone,
      venue,
      seatClass: TICKET_SEAT_CLASS,
      quantity,
    },
  };
}

// Server answers
export const SHOW_NOT_TICKETED = "This show is not ticketed: it has no tickets to mint, sell or hold.";
export const TICKETS_ALREADY_MINTED = "This show's tickets are minted already: a show has one ticket mint.";
export const ticketsOverCapacity = (capacity: number): string =>
  `This show holds ${capacity} ${capacity === 1 ? "ticket" : "tickets"}: mint at most that many.`;
export const SHOW_NOT_OPEN_FOR_TICKETS = "An ended or cancelled show's tickets can no longer be minted.";
export const TICKETS_KEEP_SHOW_TICKETED = "This show's tickets are minted: it stays ticketed.";
export const ticketsBelowMinted = (minted: number): string =>
  `${minted} ${minted === 1 ? "ticket is" : "tickets are"} minted (or being minted) for this show: its capacity cannot be lower.`;
export const MINT_TICKETS_FIRST = "Ask for this show's ticket mint first, then confirm its transaction.";
export const TICKET_FEE_UNAVAILABLE = "The ticket contract did not answer with its fee. Try again in a moment.";
export const TICKETS_TX_FAILED = "That ticket mint failed on chain: nothing was minted.";
export const ticketsNotConfirmed = (has: number): string =>
  `The ticket mint has ${has} ${has === 1 ? "confirmation" : "confirmations"} so far. Try again in a moment.`;
export const NOT_A_TICKET_MINT = "That transaction minted no tickets on the platform's ticket contract.";
export const OTHER_TICKETS_MINTED = "That transaction minted other tickets, not the ones this show asked for.";
export const TICKETS_MINTED_BY_OTHER_WALLET = "Those tickets were minted by another wallet, not the artist's.";
export const TICKETS_MINTED_TO_OTHER_WALLET =
  "Those tickets went to another wallet: the show's tickets are minted to the artist's own wallet.";
export const TICKETS_MINTED_OTHER_AMOUNT = "That transaction minted another number of tickets than this show asked for.";
export const TICKETS_TX_FOR_OTHER_SHOW = "That transaction's tickets are recorded for another show.";
export const TICKET_WALLET_NEEDED = "Connect a wallet to your account: a show's tickets are minted to and sold from it.";
/** The line a refunded ticket shows on the buyer's order. */
export const SHOW_CANCELLED_REFUND = "The show was cancelled: your tickets are not valid, and their price is refunded.";
export const SHOW_FILE_NOT_YOURS = "You can only keep files you stored yourself for a show's ticket holders.";
export const NOT_A_TICKET_HOLDER = "Only the show's ticket holders and its artist can watch this stream. Buy a ticket to watch.";
export const SHOW_CANCELLED_NOTHING_OPENS = "This show was cancelled: its tickets open nothing.";
