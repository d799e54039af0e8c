import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { citext, createdAt, updatedAt } from "./columns.ts";
import { users } from "./auth.ts";

export interface SocialLinks {
  instagram?: string;
  youtube?: string;
  facebook?: string;
  tiktok?: string;
}

export const artists = pgTable(
  "artists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .references(() => users.id, { onDelete: "set null" })
      .unique(),
    username: citext("username").notNull().unique(),
    name: text("name").notNull(),
    email: citext("email").unique(),
    walletAddress: text("wallet_address").unique(),
    bio: text("bio").notNull().default(""),
    avatarUrl: text("avatar_url"),
    socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
    verified: boolean("verified").notNull().default(false),
    // The artist's id in the Apple Music catalog, when the catalog comes from there (DESIGN 9).
    appleMusicArtistId: text("apple_music_artist_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("artists_wallet_lowercase", sql`${t.walletAddress} = lower(${t.walletAddress})`),
    check("artists_username_format", sql`${t.username} ~ '^[A-Za-z0-9_.-]{2,40}$'`),
  ],
);

/** Who follows which artist; a follow is there or not, so following twice changes nothing. */
export const follows = pgTable(
  "follows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.artistId] }), index("follows_artist").on(t.artistId)],
);
