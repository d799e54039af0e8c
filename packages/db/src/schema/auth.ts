import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "@wbe3/domain";
import { citext, createdAt, oneOf, updatedAt } from "./columns.ts";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Accounts: an e-mail, a wallet or both. Written by sign-up, sign-in and account settings only. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: citext("email").unique(),
    // Stored lowercased so a lookup never depends on checksum casing.
    walletAddress: text("wallet_address").unique(),
    name: text("name"),
    role: text("role", { enum: ROLES }),
    // No membership here: modules/tiers derives it from the user's orders (decision 0019).
    // argon2id (PHC string); null for wallet-only accounts.
    passwordHash: text("password_hash"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_wallet_lowercase", sql`${t.walletAddress} = lower(${t.walletAddress})`),
    check("users_has_identity", sql`${t.email} is not null or ${t.walletAddress} is not null`),
    check("users_role_known", oneOf(t.role, ROLES)),
  ],
);

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
