import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ORDER_STATUSES, type ShippingAddress } from "@wbe3/domain";
import { users } from "./auth.ts";
import { baseUnits, createdAt, oneOf } from "./columns.ts";
import { marketplaceListings } from "./marketplace.ts";

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
 * An order: quoted (for a cart, the platform signed the exact items and prices for this buyer
 * until the deadline; for a payment kind, the amount and the payee) and, once its transaction's
 * receipt was verified, paid. A transaction pays one order. The free trial is a `granted` tier
 * order, at most one per account.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // `cart`, or a payment order kind a selling area registered (decision 0024), checked by commerce.
    kind: text("kind").notNull().default("cart"),
    buyerWallet: text("buyer_wallet"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("quoted"),
    total: baseUnits("total").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Cart orders: the quote exactly as signed (bigints as decimal strings), and the platform's signature. */
    quote: jsonb("quote"),
    signature: text("signature"),
    /** Payment orders: who the WBE3 goes to (lower case), and what the order grants. */
    payee: text("payee"),
    subject: jsonb("subject").$type<Readonly<Record<string, unknown>>>(),
    /** Payment and granted orders: the period the order buys, fixed when it was priced (decision 0020). */
    grantsFrom: timestamp("grants_from", { withTimezone: true, mode: "date" }),
    grantsUntil: timestamp("grants_until", { withTimezone: true, mode: "date" }),
    /**
     * Payment and granted orders: the user's last completed order of the same kind when this one was
     * priced ("none": there was none). Two completed orders never share one, so an order priced from
     * a membership that has changed since cannot complete.
     */
    basis: text("basis"),
    /** Cart orders with a physical product: where the sellers ship it. */
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash"),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("orders_status_known", oneOf(t.status, ORDER_STATUSES)),
    check("orders_cart_has_quote", sql`${t.kind} <> 'cart' or (${t.quote} is not null and ${t.signature} is not null)`),
    check("orders_period_ordered", sql`${t.grantsFrom} is null or ${t.grantsUntil} > ${t.grantsFrom}`),
    check("orders_payment_has_payee", sql`${t.kind} = 'cart' or ${t.status} = 'granted' or ${t.payee} is not null`),
    check("orders_granted_free", sql`${t.status} <> 'granted' or (${t.total} = 0 and ${t.kind} <> 'cart')`),
    check("orders_total_nonnegative", sql`${t.total} >= 0`),
    check("orders_paid_has_tx", sql`(${t.status} = 'paid') = (${t.txHash} is not null)`),
    uniqueIndex("orders_tx_once").on(t.chainId, t.txHash),
    index("orders_user_newest").on(t.userId, t.createdAt.desc()),
    // A free grant (the trial) is given once per account and kind, whatever arrives at once.
    uniqueIndex("orders_one_grant_per_kind")
      .on(t.userId, t.kind)
      .where(sql`${t.status} = 'granted'`),
    // One completed order per predecessor in each user's series of payment orders (decision 0020).
    uniqueIndex("orders_basis_once")
      .on(t.userId, t.kind, t.basis)
      .where(sql`${t.basis} is not null and ${t.status} in ('paid', 'granted')`),
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
    /** Physical products: when the seller marked this line shipped. */
    shippedAt: timestamp("shipped_at", { withTimezone: true, mode: "date" }),
    /**
     * A paid line refunded instead of delivered (its listing withdrawn before the payment, a
     * cancelled show; decision 0028): set once, with its refund owed in the same transaction. A
     * refunded line is not a sale, ships nothing and opens nothing.
     */
    refundedAt: timestamp("refunded_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] }), index("order_items_listing").on(t.listingId)],
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
