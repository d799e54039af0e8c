import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ROLES, TIER_IDS } from "@wbe3/domain";
import { citext, createdAt, oneOf, updatedAt } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: citext("email").unique(),
    // Stored lowercased so a lookup never depends on checksum casing.
    walletAddress: text("wallet_address").unique(),
    name: text("name"),
    role: text("role", { enum: ROLES }),
    tier: text("tier", { enum: TIER_IDS }),
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
    check("users_tier_known", oneOf(t.tier, TIER_IDS)),
  ],
);
