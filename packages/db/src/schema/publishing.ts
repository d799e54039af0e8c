import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { BOOK_GENRES, BOOK_STATUSES } from "@wbe3/domain";
import { artists } from "./artists.ts";
import { users } from "./auth.ts";
import { baseUnits, createdAt, oneOf, updatedAt } from "./columns.ts";
import { storedFiles } from "./files.ts";
import { marketplaceListings } from "./marketplace.ts";

/**
 * SPEC 3 "book submission": a book an artist submitted for review. Approved, it is sold through
 * its marketplace listing (category books); rejected, it keeps the reviewer's reason until the
 * artist resubmits.
 */
export const books = pgTable(
  "books",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    authorName: text("author_name").notNull(),
    genre: text("genre", { enum: BOOK_GENRES }).notNull(),
    description: text("description").notNull().default(""),
    price: baseUnits("price").notNull(),
    fileCid: text("file_cid")
      .notNull()
      .references(() => storedFiles.cid),
    coverCid: text("cover_cid").references(() => storedFiles.cid),
    status: text("status", { enum: BOOK_STATUSES }).notNull().default("pending"),
    reviewReason: text("review_reason"),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, mode: "date" }),
    listingId: uuid("listing_id")
      .references(() => marketplaceListings.id, { onDelete: "set null" })
      .unique(),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("books_price_nonnegative", sql`${t.price} >= 0`),
    check("books_genre_known", oneOf(t.genre, BOOK_GENRES)),
    check("books_status_known", oneOf(t.status, BOOK_STATUSES)),
    check("books_rejected_has_reason", sql`${t.status} <> 'rejected' or ${t.reviewReason} is not null`),
    index("books_artist_newest").on(t.artistId, t.createdAt.desc()),
    index("books_review_queue")
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
