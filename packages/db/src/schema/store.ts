import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from "@wbe3/domain";
import { artists } from "./artists.ts";
import { baseUnits, createdAt, oneOf, updatedAt } from "./columns.ts";
import { marketplaceListings } from "./marketplace.ts";

/**
 * SPEC 3 "store product": something physical an artist sells (merch). Each product is sold
 * through its own marketplace listing (delivery `physical`), so it goes through the same cart,
 * quote and checkout as any work. The stock lives there too: units left = the listing's
 * `supply_cap - sold` (setting the stock to n sets `supply_cap = sold + n`), which is what the
 * marketplace contract enforces at checkout.
 */
export const storeProducts = pgTable(
  "store_products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .references(() => marketplaceListings.id, { onDelete: "set null" })
      .unique(),
    name: text("name").notNull(),
    price: baseUnits("price").notNull(),
    description: text("description").notNull().default(""),
    category: text("category", { enum: PRODUCT_CATEGORIES }).notNull().default("other"),
    imageUrl: text("image_url"),
    status: text("status", { enum: PRODUCT_STATUSES }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("store_products_price_nonnegative", sql`${t.price} >= 0`),
    check("store_products_category_known", oneOf(t.category, PRODUCT_CATEGORIES)),
    check("store_products_status_known", oneOf(t.status, PRODUCT_STATUSES)),
    index("store_products_artist_newest").on(t.artistId, t.createdAt.desc()),
  ],
);
