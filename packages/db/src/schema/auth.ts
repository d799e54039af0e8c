import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns.ts";
import { users } from "./users.ts";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Signed-in sessions. Only a SHA-256 of the random session id is stored, so a leaked table
 * does not let anyone sign in. Lifetime is absolute: `expires_at` never moves.
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    walletAddress: text("wallet_address"),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
  },
  (t) => [index("sessions_by_user").on(t.userId)],
);

/** Sign-In with Ethereum nonces: server-made, single use, short-lived. */
export const authNonces = pgTable("auth_nonces", {
  nonce: text("nonce").primaryKey(),
  createdAt: createdAt(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});

export const EMAIL_TOKEN_PURPOSES = ["verify", "reset"] as const;

/** One-time links sent by e-mail (verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [check("email_tokens_purpose_known", oneOf(t.purpose, EMAIL_TOKEN_PURPOSES))],
);

/** Every mail the platform sends. Local mode reads it at the dev outbox; SMTP marks it sent. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (t) => [index("outbox_newest").on(t.createdAt.desc())],
);

/** Fixed-window request counters, shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: at("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), check("rate_limits_count_nonnegative", sql`${t.count} >= 0`)],
);
