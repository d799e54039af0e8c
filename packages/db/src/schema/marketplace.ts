import { sql, type SQL } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LISTING_DELIVERIES, SELLER_KINDS, type RevenueSplit } from "@wbe3/domain";
import { artists } from "./artists.ts";
import { users } from "./auth.ts";
import { baseUnits, createdAt, oneOf } from "./columns.ts";
import { uploads } from "./uploads.ts";

/** Drop rules on their way to the chain: what `setDropRules` was asked with (ISO end, hex root). */
export interface PendingDropRules {
  supplyCap: number | null;
  maxPerWallet: number | null;
  presaleRoot: string | null;
  presaleEndsAt: string | null;
  presaleAllowlist: string[] | null;
}

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
    // The artist profile whose work this is (artists' pages and collectors read it); null for a
    // seller who is not an artist.
    artistId: uuid("artist_id").references(() => artists.id, { onDelete: "set null" }),
    // Who sells it (decision 0029): an account, artist or partner, with the name and kind buyers
    // see. Listings, sales and revenue are the seller account's. Null only for rows listed before
    // sellers were accounts without an account behind them (seeded works).
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "set null" }),
    sellerKind: text("seller_kind", { enum: SELLER_KINDS }).notNull().default("artist"),
    title: text("title").notNull(),
    sellerName: text("seller_name").notNull(),
    description: text("description").notNull().default(""),
    // What is sold (a listing kind a selling area registered, decision 0024) and under which of its
    // categories; the marketplace checks both against the registrations, so a new area needs no
    // migration here.
    kind: text("kind").notNull(),
    category: text("category").notNull(),
    price: baseUnits("price").notNull(),
    imageUrl: text("image_url"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isMinted: boolean("is_minted").notNull().default(false),
    active: boolean("active").notNull().default(true),
    // Who is paid and how the token is delivered (see LISTING_DELIVERIES). A listing without a
    // seller wallet cannot be bought.
    sellerWallet: text("seller_wallet"),
    delivery: text("delivery", { enum: LISTING_DELIVERIES }).notNull().default("mint1155"),
    // The token sold: set for transfers, and for mint1155 once the first sale created its id.
    tokenContract: text("token_contract"),
    tokenId: baseUnits("token_id"),
    royaltyBps: integer("royalty_bps").notNull().default(1000),
    splits: jsonb("splits").$type<RevenueSplit[]>().notNull().default([]),
    // Drop rules, mirrored from the marketplace contract (null: no such rule).
    supplyCap: integer("supply_cap"),
    maxPerWallet: integer("max_per_wallet"),
    presaleEndsAt: timestamp("presale_ends_at", { withTimezone: true, mode: "date" }),
    presaleRoot: text("presale_root"),
    // The presale's wallets (lower-case), so checkout can prove a buyer is on it.
    presaleAllowlist: text("presale_allowlist").array(),
    // Rules the artist asked for and is setting on chain; mirrored above once the transaction is verified.
    pendingDropRules: jsonb("pending_drop_rules").$type<PendingDropRules>(),
    sold: integer("sold").notNull().default(0),
    // Lowercased haystack for case-insensitive substring search, served by a trigram index.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${marketplaceListings.title} || ' ' || ${marketplaceListings.sellerName} || ' ' || ${marketplaceListings.description})`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    check("listings_price_nonnegative", sql`${t.price} >= 0`),
    check("listings_delivery_known", oneOf(t.delivery, LISTING_DELIVERIES)),
    check("listings_seller_kind_known", oneOf(t.sellerKind, SELLER_KINDS)),
    check("listings_sold_within_supply", sql`${t.sold} >= 0 and (${t.supplyCap} is null or ${t.sold} <= ${t.supplyCap})`),
    check("listings_seller_lowercase", sql`${t.sellerWallet} = lower(${t.sellerWallet})`),
    check("listings_token_lowercase", sql`${t.tokenContract} = lower(${t.tokenContract})`),
    index("listings_by_token").on(t.tokenContract, t.tokenId),
    index("listings_seller_newest").on(t.sellerId, t.seq.desc()),
    index("listings_active_newest")
      .on(t.seq.desc())
      .where(sql`${t.active}`),
    index("listings_category_newest")
      .on(t.category, t.seq.desc())
      .where(sql`${t.active}`),
    index("listings_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);
