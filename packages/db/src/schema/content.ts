import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { orders } from "./commerce.ts";
import { storedFiles } from "./files.ts";

/**
 * Each gated file handed to a reader other than its uploader, once per (file, reader): the copy
 * they got (a PDF: stamped for them and stored privately; anything else: the file itself) and its
 * SHA-256, so a leaked copy can be traced to its reader and order. Later requests serve the same copy.
 */
export const contentDeliveries = pgTable(
  "content_deliveries",
  {
    cid: text("cid")
      .notNull()
      .references(() => storedFiles.cid, { onDelete: "cascade" }),
    readerId: uuid("reader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The stamped copy's CID (stored with access `owner`, kept while its delivery stands); null when the file is served unchanged. */
    copyCid: text("copy_cid").references(() => storedFiles.cid),
    /** SHA-256 (hex) of the bytes the reader gets: the stamped copy, or the file itself. */
    sha256: text("sha256").notNull(),
    /** The order the stamp names (the reader's newest paid order for the file's token), if any. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cid, t.readerId] }), check("content_deliveries_sha256_hex", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`)],
);
