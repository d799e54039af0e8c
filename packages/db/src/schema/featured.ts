import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { FEATURED_TYPES } from "@wbe3/domain";
import { baseUnits, createdAt, oneOf } from "./columns.ts";

/** The home page spotlight, shown in `position` order. */
export const featuredItems = pgTable(
  "featured_items",
  {
    id: text("id").primaryKey(),
    position: integer("position").notNull().unique(),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    type: text("type", { enum: FEATURED_TYPES }).notNull(),
    imageUrl: text("image_url").notNull(),
    price: baseUnits("price").notNull(),
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
