import { sql, type SQL } from "drizzle-orm";
import { bigserial, boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { UPLOAD_CATEGORIES } from "@wbe3/domain";
import { artists } from "./artists.ts";
import { baseUnits, createdAt, oneOf } from "./columns.ts";
import { uploads } from "./uploads.ts";

/**
 * Items for sale in the marketplace, priced in WBE3 base units.
 * `seq` orders the list newest first and is the pagination cursor: unlike a timestamp it is
 * unique and exact, so a page boundary never skips or repeats a row.
 */
export const marketplaceListings = pgTable(
  "marketplace_listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigserial("seq", { mode: "bigint" }).notNull().unique(),
    uploadId: uuid("upload_id")
      .references(() => uploads.id, { onDelete: "set null" })
      .unique(),
    artistId: uuid("artist_id").references(() => artists.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    artistName: text("artist_name").notNull(),
    description: text("description").notNull().default(""),
    category: text("category", { enum: UPLOAD_CATEGORIES }).notNull(),
    price: baseUnits("price").notNull(),
    imageUrl: text("image_url"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isMinted: boolean("is_minted").notNull().default(false),
    active: boolean("active").notNull().default(true),
    // Lowercased haystack for case-insensitive substring search, served by a trigram index.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${marketplaceListings.title} || ' ' || ${marketplaceListings.artistName} || ' ' || ${marketplaceListings.description})`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    check("listings_price_nonnegative", sql`${t.price} >= 0`),
    check("listings_category_known", oneOf(t.category, UPLOAD_CATEGORIES)),
    index("listings_active_newest")
      .on(t.seq.desc())
      .where(sql`${t.active}`),
    index("listings_category_newest")
      .on(t.category, t.seq.desc())
      .where(sql`${t.active}`),
    index("listings_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);
