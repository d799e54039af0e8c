import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ORDER_STATUSES } from "@wbe3/domain";
import { baseUnits, createdAt, oneOf } from "./columns.ts";
import { marketplaceListings } from "./marketplace.ts";
import { users } from "./users.ts";

/**
 * A signed-in user's cart: one line per listing, with the price the buyer saw when adding it,
 * so a price that changed since is shown, never charged silently.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    unitPriceSeen: baseUnits("unit_price_seen").notNull(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), check("cart_items_quantity_positive", sql`${t.quantity} > 0`)],
);

/**
 * An order: quoted (the platform signed the exact items and prices for this buyer until the
 * deadline) and, once its transaction's receipt was verified, paid. A transaction pays one order.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    buyerWallet: text("buyer_wallet").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("quoted"),
    total: baseUnits("total").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The quote exactly as signed (bigints as decimal strings), and the platform's signature. */
    quote: jsonb("quote").notNull(),
    signature: text("signature").notNull(),
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash"),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("orders_status_known", oneOf(t.status, ORDER_STATUSES)),
    check("orders_total_nonnegative", sql`${t.total} >= 0`),
    check("orders_paid_has_tx", sql`(${t.status} = 'paid') = (${t.txHash} is not null)`),
    uniqueIndex("orders_tx_once").on(t.chainId, t.txHash),
    index("orders_user_newest").on(t.userId, t.createdAt.desc()),
  ],
);

/** What an order buys, line by line, and (once paid) the token each line delivered. */
export const orderItems = pgTable(
  "order_items",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => marketplaceListings.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: baseUnits("unit_price").notNull(),
    tokenContract: text("token_contract"),
    tokenId: baseUnits("token_id"),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] }), index("order_items_listing").on(t.listingId)],
);
