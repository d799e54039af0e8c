import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { baseUnits, createdAt } from "./columns.ts";
import { uploads } from "./uploads.ts";
import { users } from "./users.ts";

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
