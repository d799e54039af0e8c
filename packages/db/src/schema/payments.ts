import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { baseUnits, createdAt } from "./columns.ts";

/**
 * WBE3 payments the server verified on chain. A transaction pays once and an order is paid once,
 * whatever a client sends again.
 */
export const chainPayments = pgTable(
  "chain_payments",
  {
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").notNull(),
    orderId: text("order_id").notNull(),
    payer: text("payer").notNull(),
    payee: text("payee").notNull(),
    token: text("token").notNull(),
    /** What the payer paid in all; the payee received it less `fee`. */
    amount: baseUnits("amount").notNull(),
    /** The platform's fee taken when the payee is a seller (decision 0028), and who received it. */
    fee: baseUnits("fee")
      .notNull()
      .default(sql`0`),
    feeRecipient: text("fee_recipient"),
    blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash] }),
    uniqueIndex("payments_order_once").on(t.chainId, t.orderId),
    check("payments_amount_positive", sql`${t.amount} > 0`),
    check("payments_fee_within_amount", sql`${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
  ],
);

/**
 * WBE3 owed back to a payer: a whole payment that granted nothing (its order was void), or one line
 * of a paid cart order that was refunded instead of delivered (decision 0028). One refund per
 * payment transaction, or per line of its order; the refund transaction is signed and stored before
 * it is sent, so sending again (after a crash, or twice at once) can only repeat the same
 * transaction (decision 0020).
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chainId: integer("chain_id").notNull(),
    paymentTxHash: text("payment_tx_hash").notNull(),
    orderId: text("order_id"),
    /** The refunded line's position in its order; null: the whole payment. */
    orderLine: integer("order_line"),
    payer: text("payer").notNull(),
    amount: baseUnits("amount").notNull(),
    reason: text("reason").notNull(),
    /** What the buyer reads about it on their order (line refunds). */
    note: text("note"),
    /** The signed refund transaction and its hash, stored before it is broadcast. */
    rawTx: text("raw_tx"),
    refundTxHash: text("refund_tx_hash"),
    status: text("status", { enum: ["owed", "sent"] })
      .notNull()
      .default("owed"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    // Once per payment, and once per line of its order, whatever repeats or arrives at once.
    uniqueIndex("refunds_payment_once")
      .on(t.chainId, t.paymentTxHash)
      .where(sql`${t.orderLine} is null`),
    uniqueIndex("refunds_line_once")
      .on(t.chainId, t.paymentTxHash, t.orderLine)
      .where(sql`${t.orderLine} is not null`),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
    check("refunds_status_known", sql`${t.status} in ('owed', 'sent')`),
    check("refunds_sent_has_tx", sql`(${t.status} = 'sent') = (${t.refundTxHash} is not null)`),
  ],
);
