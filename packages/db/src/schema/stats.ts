import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { uploads } from "./uploads.ts";

/**
 * A play the server saw start (decision 0021): its id is the `playId` the player reports with,
 * and `started_at` is the server's clock, so a report can be held to 30 s of wall-clock time.
 * Same listener key as `plays`. Deleted once counted, and purged when too old to report.
 */
export const playStarts = pgTable(
  "play_starts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    listener: text("listener").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("play_starts_started_at").on(t.startedAt)],
);

/**
 * A counted stream: one per listener per track per 30-minute window (`window` = floor(epoch
 * seconds / 1800)). The listener is the user id when signed in, else a salted hash of the client's
 * network (IPv4 address or IPv6 /64) — never the address itself.
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
