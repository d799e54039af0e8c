import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { FEATURED_TYPES } from "@wbe3/domain";
import { createdAt, oneOf } from "./columns.ts";
import { marketplaceListings } from "./marketplace.ts";

/**
 * The home page spotlight, shown in `position` order: curated copy (image, description) over what
 * the catalog says. An item spotlighting a work names its marketplace listing, whose live title,
 * artist and price are shown; a catalog item (a track count) has none and shows no price.
 */
export const featuredItems = pgTable(
  "featured_items",
  {
    id: text("id").primaryKey(),
    position: integer("position").notNull().unique(),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    type: text("type", { enum: FEATURED_TYPES }).notNull(),
    imageUrl: text("image_url").notNull(),
    listingId: uuid("listing_id").references(() => marketplaceListings.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    trackCount: integer("track_count"),
    listenUrl: text("listen_url"),
    createdAt: createdAt(),
  },
  (t) => [
    check("featured_type_known", oneOf(t.type, FEATURED_TYPES)),
    check("featured_track_count_positive", sql`${t.trackCount} is null or ${t.trackCount} > 0`),
  ],
);
