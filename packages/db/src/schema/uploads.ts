import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { storedFiles } from "./files.ts";
import { NFT_STANDARDS, UPLOAD_CATEGORIES, type RevenueSplit } from "@wbe3/domain";
import { artists } from "./artists.ts";
import { users } from "./auth.ts";
import { baseUnits, createdAt, oneOf } from "./columns.ts";

/** SPEC 3 "public upload record": what an artist uploaded, public or not, minted or not. */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    artistName: text("artist_name").notNull(),
    description: text("description").notNull().default(""),
    category: text("category", { enum: UPLOAD_CATEGORIES }).notNull(),
    price: baseUnits("price").notNull(),
    imageUrl: text("image_url"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isMinted: boolean("is_minted").notNull().default(false),
    isPublic: boolean("is_public").notNull().default(true),
    fileCid: text("file_cid"),
    imageCid: text("image_cid"),
    // A holders-only track's public preview clip (issue 19): what everyone else may hear.
    previewCid: text("preview_cid"),
    royaltyPercent: integer("royalty_percent").notNull().default(10),
    mintAsNft: boolean("mint_as_nft").notNull().default(true),
    nftType: text("nft_type", { enum: NFT_STANDARDS }).notNull().default("ERC721"),
    editions: integer("editions").notNull().default(1),
    // The NFT metadata JSON built for this upload (ipfs://<metadata_cid> is the token URI).
    metadataCid: text("metadata_cid"),
    durationMs: integer("duration_ms"),
    // Collaborators paid from each sale, in basis points summing to 10,000 (empty: all to the artist).
    splits: jsonb("splits").$type<RevenueSplit[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    check("uploads_price_nonnegative", sql`${t.price} >= 0`),
    check("uploads_category_known", oneOf(t.category, UPLOAD_CATEGORIES)),
    check("uploads_nft_type_known", oneOf(t.nftType, NFT_STANDARDS)),
    check("uploads_royalty_range", sql`${t.royaltyPercent} between 0 and 50`),
    check("uploads_editions_range", sql`${t.editions} between 1 and 10000`),
    index("uploads_public_newest")
      .on(t.createdAt.desc())
      .where(sql`${t.isPublic}`),
    index("uploads_artist_newest").on(t.artistId, t.createdAt.desc()),
    // Who published or minted a file first (a work belongs to them): asked at every file upload.
    index("uploads_file_cid").on(t.fileCid),
  ],
);

/**
 * The studio's mint cart, kept on the server so it survives a reload: each draft is the upload
 * form as the artist filled it (`fields`, the form's input before defaults) and the files already
 * stored (checked when added). Publishing a draft turns it into an upload and deletes it.
 */
export const uploadDrafts = pgTable(
  "upload_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    fileCid: text("file_cid")
      .notNull()
      .references(() => storedFiles.cid),
    fileName: text("file_name").notNull(),
    imageCid: text("image_cid").references(() => storedFiles.cid),
    createdAt: createdAt(),
  },
  (t) => [index("upload_drafts_user_oldest").on(t.userId, t.createdAt)],
);

/** A token minted on chain, recorded only after its receipt was verified. */
export const nftMints = pgTable(
  "nft_mints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    uploadId: uuid("upload_id").references(() => uploads.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    chainId: integer("chain_id").notNull(),
    contract: text("contract").notNull(),
    tokenId: baseUnits("token_id").notNull(),
    minter: text("minter").notNull(),
    txHash: text("tx_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("nft_mints_token_once").on(t.chainId, t.contract, t.tokenId),
    uniqueIndex("nft_mints_tx_once").on(t.chainId, t.txHash, t.tokenId),
    check("nft_mints_lowercase", sql`${t.minter} = lower(${t.minter}) and ${t.contract} = lower(${t.contract})`),
  ],
);
