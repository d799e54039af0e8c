import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, primaryKey, text, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { createdAt } from "./columns.ts";

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
