import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { LEDGER_ASSETS } from "@wbe3/domain";
import { users } from "./auth.ts";
import { baseUnits, createdAt, oneOf } from "./columns.ts";

/**
 * A user's HoneyBank wallet (issue 27): the contact details of the creation form and the referral
 * code they share. The money is in the ledger's accounts (ledger.ts).
 */
export const honeybankAccounts = pgTable(
  "honeybank_accounts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "restrict" }),
    email: text("email").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    referralCode: text("referral_code").notNull().unique(),
    referredBy: uuid("referred_by").references((): AnyPgColumn => honeybankAccounts.userId),
    createdAt: createdAt(),
  },
  (t) => [
    check("honeybank_accounts_phone_e164", sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check("honeybank_accounts_referral_code_form", sql`${t.referralCode} ~ '^[2-9A-HJKMNP-TV-Z]{8}$'`),
    check("honeybank_accounts_not_self_referred", sql`${t.referredBy} is distinct from ${t.userId}`),
  ],
);

/**
 * Money requests answered once per `Idempotency-Key` (per user): the request's fingerprint and the
 * answer given, written in the same transaction as the money moved.
 */
export const honeybankRequests = pgTable(
  "honeybank_requests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status").notNull(),
    answer: jsonb("answer").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A price held for a short time (QUOTE_TTL_SECONDS): what the user pays, the Honey Drop fee, what
 * they receive. Carried out once (`used_at`), in the transaction that moves the money.
 */
export const honeybankQuotes = pgTable(
  "honeybank_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["exchange", "metals"] }).notNull(),
    payAsset: text("pay_asset", { enum: LEDGER_ASSETS }).notNull(),
    payAmount: baseUnits("pay_amount").notNull(),
    feeAsset: text("fee_asset", { enum: LEDGER_ASSETS }).notNull(),
    feeAmount: baseUnits("fee_amount").notNull(),
    receiveAsset: text("receive_asset", { enum: LEDGER_ASSETS }).notNull(),
    receiveAmount: baseUnits("receive_amount").notNull(),
    rate: text("rate").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("honeybank_quotes_user").on(t.userId, t.createdAt),
    check("honeybank_quotes_kind_known", oneOf(t.kind, ["exchange", "metals"])),
    check(
      "honeybank_quotes_assets_known",
      sql`${oneOf(t.payAsset, LEDGER_ASSETS)} and ${oneOf(t.feeAsset, LEDGER_ASSETS)} and ${oneOf(t.receiveAsset, LEDGER_ASSETS)}`,
    ),
    check("honeybank_quotes_amounts_positive", sql`${t.payAmount} > 0 and ${t.feeAmount} >= 0 and ${t.receiveAmount} > 0`),
    check("honeybank_quotes_two_assets", sql`${t.payAsset} <> ${t.receiveAsset}`),
  ],
);
