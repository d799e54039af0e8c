import { z } from "zod";
import { walletCallAnswer } from "../commerce/answers.ts";
import { LIVE_SHOW_STATUSES } from "./live-shows.ts";

/** `POST /api/shows/:id/tickets`: the metadata built for the tickets and the calls the artist's wallet sends. */
export const ticketMintAnswer = z.object({
  showId: z.string(),
  quantity: z.number().int(),
  /** `ipfs://<cid>` of the ticket metadata the server built. */
  uri: z.string(),
  metadataCid: z.string(),
  /** ETH in wei, as a decimal string: the contract's fee times the quantity (SPEC 7). */
  value: z.string(),
  /**
   * When the marketplace may not move the artist's tickets yet `setApprovalForAll` first, then
   * `mintTicket(artist, quantity, uri)`: the last call's transaction is the one to confirm.
   */
  calls: z.array(walletCallAnswer),
});
export type TicketMint = z.output<typeof ticketMintAnswer>;

/** A show's ticket token on chain, as the show answer names it (null until its mint is confirmed). */
export const showTicketTokenAnswer = z.object({
  contract: z.string(),
  /** A decimal string. */
  tokenId: z.string(),
  quantity: z.number().int(),
  /** The listing fans buy tickets from (add it to the cart); null for a free show, whose tickets are not sold. */
  listingId: z.string().nullable(),
});
export type ShowTicketTokenAnswer = z.output<typeof showTicketTokenAnswer>;

/** `GET /api/shows/:id/tickets` (the artist): what sold, and who holds the show's tickets now. */
export const showTicketSalesAnswer = z.object({
  showId: z.string(),
  token: showTicketTokenAnswer.nullable(),
  /** Tickets sold through the cart and not refunded. */
  sold: z.number().int(),
  /** Tickets still for sale (the listing's remaining supply); null before the tickets are on sale. */
  left: z.number().int().nullable(),
  /** Paid order lines, newest payment first. */
  sales: z.array(z.object({ orderId: z.string(), quantity: z.number().int(), paidAt: z.string().nullable() })),
  /** Wallets holding the ticket now (from the transfer index), the artist's own stock left out. */
  holders: z.array(z.object({ wallet: z.string(), units: z.number().int() })),
  /** Units the artist's wallet still holds. */
  artistStock: z.number().int(),
});
export type ShowTicketSales = z.output<typeof showTicketSalesAnswer>;

/** `GET /api/shows/mine/tickets`: the shows whose tickets the signed-in wallet holds now. */
export const myShowTicketsAnswer = z.object({
  tickets: z.array(
    z.object({
      showId: z.string(),
      title: z.string(),
      artistName: z.string(),
      eventAt: z.string(),
      timeZone: z.string(),
      status: z.string(),
      displayStatus: z.enum(LIVE_SHOW_STATUSES),
      contract: z.string(),
      tokenId: z.string(),
      units: z.number().int(),
    }),
  ),
});
export type MyShowTickets = z.output<typeof myShowTicketsAnswer>;

/** How the show page plays a stream: a YouTube or Twitch embed, or an HLS playlist in a video element. */
export const STREAM_PLAYERS = ["youtube", "twitch", "hls"] as const;

/**
 * `GET /api/shows/:id/watch`: where to play the show. A ticketed show's stream comes as a signed
 * link of ours (`expiresAt` set) that leads to the player URL while its viewer may still watch; a
 * free show's is the player URL itself.
 */
export const showWatchAnswer = z.object({
  player: z.enum(STREAM_PLAYERS),
  url: z.string(),
  expiresAt: z.string().nullable(),
});
export type ShowWatch = z.output<typeof showWatchAnswer>;

/** `GET` and `POST /api/shows/:id/files`: the files kept for the show's ticket holders, opened at their access URL. */
export const showFilesAnswer = z.object({
  showId: z.string(),
  files: z.array(z.object({ cid: z.string(), url: z.string() })),
});
export type ShowFiles = z.output<typeof showFilesAnswer>;

/** `GET /api/shows/:id/stream` answers a redirect to the player URL (`answer: "raw"`). */
export const showStreamRedirectAnswer = z.string();
