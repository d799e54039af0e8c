import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
    amount: baseUnits("amount").notNull(),
    blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash] }),
    uniqueIndex("payments_order_once").on(t.chainId, t.orderId),
    check("payments_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * WBE3 that reached the platform without granting anything (a payment for an order that was void,
 * or any payment the platform cannot honour) and is owed back to its payer. One refund per payment
 * transaction; the refund transaction is signed and stored before it is sent, so sending again
 * (after a crash, or twice at once) can only repeat the same transaction (decision 0020).
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    chainId: integer("chain_id").notNull(),
    paymentTxHash: text("payment_tx_hash").notNull(),
    orderId: text("order_id"),
    payer: text("payer").notNull(),
    amount: baseUnits("amount").notNull(),
    reason: text("reason").notNull(),
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
    primaryKey({ columns: [t.chainId, t.paymentTxHash] }),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
    check("refunds_status_known", sql`${t.status} in ('owed', 'sent')`),
    check("refunds_sent_has_tx", sql`(${t.status} = 'sent') = (${t.refundTxHash} is not null)`),
  ],
);
