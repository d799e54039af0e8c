import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DOOR_STAFF_KINDS, LIVE_SHOW_EVENT_KINDS, LIVE_SHOW_STATUSES, STREAM_TYPES } from "@wbe3/domain";
import { users } from "./auth.ts";
import { baseUnits, createdAt, oneOf, updatedAt } from "./columns.ts";

/**
 * SPEC 3 "live show": a stream an artist runs at a set time. Upcoming on creation, then live,
 * then ended; cancelled only before it starts (the moves are the domain's `LIVE_SHOW_MOVES`).
 * The start is one instant (`event_at`); `time_zone` is the artist's, for the date and time they
 * typed and for the calendar file.
 */
export const liveShows = pgTable(
  "live_shows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    artistName: text("artist_name").notNull(),
    streamType: text("stream_type", { enum: STREAM_TYPES }).notNull(),
    /** The YouTube or Twitch link (null for RTMP). */
    streamUrl: text("stream_url"),
    /** RTMP only, and only ever shown to the owner. */
    rtmpIngestUrl: text("rtmp_ingest_url"),
    rtmpStreamKey: text("rtmp_stream_key"),
    /** RTMP only: where viewers play the stream. */
    hlsUrl: text("hls_url"),
    eventAt: timestamp("event_at", { withTimezone: true, mode: "date" }).notNull(),
    timeZone: text("time_zone").notNull(),
    /** WBE3 base units. */
    ticketPrice: baseUnits("ticket_price").notNull(),
    ticketed: boolean("ticketed").notNull().default(false),
    capacity: integer("capacity"),
    openMic: boolean("open_mic").notNull().default(false),
    status: text("status").notNull().default("upcoming"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("live_shows_status_known", oneOf(t.status, LIVE_SHOW_STATUSES)),
    check("live_shows_stream_type_known", oneOf(t.streamType, STREAM_TYPES)),
    check("live_shows_ticket_price_nonnegative", sql`${t.ticketPrice} >= 0`),
    check("live_shows_capacity_positive", sql`${t.capacity} is null or ${t.capacity} > 0`),
    check("live_shows_ticketed_capacity", sql`not ${t.ticketed} or ${t.capacity} is not null`),
    index("live_shows_status_event_at").on(t.status, t.eventAt),
    index("live_shows_owner").on(t.ownerId, t.eventAt),
  ],
);

/**
 * What the live-show event stream sends, kept so a reconnecting client resumes from its
 * Last-Event-ID (decision 0033): a status change or a new count of tickets left. Written in the
 * transaction of the change, with a NOTIFY that every server instance's listener hears.
 */
export const liveShowEvents = pgTable(
  "live_show_events",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    showId: uuid("show_id")
      .notNull()
      .references(() => liveShows.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LIVE_SHOW_EVENT_KINDS }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("live_show_events_kind_known", oneOf(t.kind, LIVE_SHOW_EVENT_KINDS)), index("live_show_events_show").on(t.showId, t.id)],
);

/**
 * A show's tickets on chain: one TicketNFT id per show, minted once to the artist's wallet and
 * recorded only after the receipt was verified (decision 0035). Fans buy units of it from the
 * artist's stock through the marketplace listing named here.
 */
export const liveShowTickets = pgTable(
  "live_show_tickets",
  {
    showId: uuid("show_id")
      .primaryKey()
      .references(() => liveShows.id, { onDelete: "cascade" }),
    chainId: integer("chain_id").notNull(),
    /** The TicketNFT address, lower-case. */
    contract: text("contract").notNull(),
    tokenId: baseUnits("token_id").notNull(),
    quantity: integer("quantity").notNull(),
    /** The wallet that minted and holds the stock (the artist's), lower-case. */
    minter: text("minter").notNull(),
    uri: text("uri").notNull(),
    mintTxHash: text("mint_tx_hash").notNull(),
    mintBlock: bigint("mint_block", { mode: "bigint" }).notNull(),
    /** The marketplace listing that sells the tickets (null for a free show, which is not sold). */
    listingId: uuid("listing_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("live_show_tickets_tx_once").on(t.chainId, t.mintTxHash),
    uniqueIndex("live_show_tickets_token_once").on(t.chainId, t.contract, t.tokenId),
    check("live_show_tickets_quantity_positive", sql`${t.quantity} > 0`),
    check("live_show_tickets_lowercase", sql`${t.contract} = lower(${t.contract}) and ${t.minter} = lower(${t.minter})`),
  ],
);

/**
 * The mint an artist was asked to send for a show's tickets: the quantity, the wallet and the
 * metadata URI the server built, which the confirmation checks the receipt against.
 */
export const liveShowTicketRequests = pgTable(
  "live_show_ticket_requests",
  {
    showId: uuid("show_id")
      .primaryKey()
      .references(() => liveShows.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** The artist's wallet, lower-case: minter and receiver of the tickets. */
    wallet: text("wallet").notNull(),
    uri: text("uri").notNull(),
    metadataCid: text("metadata_cid").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("live_show_ticket_requests_quantity_positive", sql`${t.quantity} > 0`)],
);

/**
 * A show's door staff (decision 0034): the wallets (lower-case) and e-mails (normalised) its
 * artist named, in the order named. `PUT /api/shows/:id/verifiers` replaces them all.
 */
export const liveShowVerifiers = pgTable(
  "live_show_verifiers",
  {
    showId: uuid("show_id")
      .notNull()
      .references(() => liveShows.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: DOOR_STAFF_KINDS }).notNull(),
    value: text("value").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.showId, t.kind, t.value] }),
    check("live_show_verifiers_kind_known", oneOf(t.kind, DOOR_STAFF_KINDS)),
    check("live_show_verifiers_lowercase", sql`${t.value} = lower(${t.value})`),
  ],
);

/**
 * Who went through a show's door (decision 0034): one row per ticket unit used, numbered per
 * holder and token. The unique number is what stops two scans at once from both passing; the
 * block is how far the chain had got when the scan was decided, where the check-in takes its
 * place among the token's transfers.
 */
export const liveShowCheckIns = pgTable(
  "live_show_check_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    showId: uuid("show_id")
      .notNull()
      .references(() => liveShows.id, { onDelete: "cascade" }),
    chainId: integer("chain_id").notNull(),
    /** The TicketNFT address, lower-case. */
    contract: text("contract").notNull(),
    tokenId: baseUnits("token_id").notNull(),
    /** The holder's wallet, lower-case. */
    holder: text("holder").notNull(),
    sequence: integer("sequence").notNull(),
    indexBlock: bigint("index_block", { mode: "bigint" }).notNull(),
    /** The door staff account that scanned (null once that account is gone). */
    verifierId: uuid("verifier_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("live_show_check_ins_unit_once").on(t.showId, t.chainId, t.contract, t.tokenId, t.holder, t.sequence),
    index("live_show_check_ins_newest").on(t.showId, t.createdAt.desc()),
    check("live_show_check_ins_sequence_positive", sql`${t.sequence} > 0`),
    check("live_show_check_ins_lowercase", sql`${t.holder} = lower(${t.holder}) and ${t.contract} = lower(${t.contract})`),
  ],
);
