import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { artists } from "./artists.ts";
import { baseUnits, createdAt } from "./columns.ts";
import { orders } from "./commerce.ts";
import { uploads } from "./uploads.ts";
import { users } from "./users.ts";

/** Who follows which artist; a follow is there or not, so following twice changes nothing. */
export const follows = pgTable(
  "follows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.artistId] }), index("follows_artist").on(t.artistId)],
);

/**
 * A counted stream: one per listener per track per 30-minute window (`window` = floor(epoch
 * seconds / 1800)). The listener is the user id when signed in, else a salted hash of the client
 * address and user agent — never the address itself.
 */
export const plays = pgTable(
  "plays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    listener: text("listener").notNull(),
    listenedMs: integer("listened_ms").notNull(),
    window: bigint("window", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("plays_once_per_window").on(t.listener, t.uploadId, t.window), index("plays_upload").on(t.uploadId)],
);

/**
 * WBE3 a paid order sent to a wallet, read from the verified receipt's token transfers out of the
 * marketplace: the record artists' revenue is summed from. Goes with the order's payment when a
 * restored chain lost it.
 */
export const payouts = pgTable(
  "payouts",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    wallet: text("wallet").notNull(),
    amount: baseUnits("amount").notNull(),
    source: text("source").notNull().default("sale"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.wallet] }),
    check("payouts_wallet_lowercase", sql`${t.wallet} = lower(${t.wallet})`),
    check("payouts_amount_positive", sql`${t.amount} > 0`),
    index("payouts_wallet").on(t.wallet),
  ],
);
