import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { baseUnits, createdAt, oneOf, updatedAt } from "./columns.ts";

export const TOKEN_STANDARDS = ["erc721", "erc1155"] as const;

/** How far each event indexer has read, per chain and contract: it resumes here after a restart. */
export const chainCursors = pgTable(
  "chain_cursors",
  {
    chainId: integer("chain_id").notNull(),
    contract: text("contract").notNull(),
    // The last block whose logs are fully applied.
    lastBlock: bigint("last_block", { mode: "bigint" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.contract] })],
);

/**
 * Every log the indexer applied, once. Applying a transfer is a balance delta, so re-scanning a
 * range must skip logs it has seen: this key makes that exact.
 */
export const indexedLogs = pgTable(
  "indexed_logs",
  {
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] })],
);

/** Who holds which token, from Transfer events (ERC-721) and TransferSingle/Batch (ERC-1155). */
export const tokenHoldings = pgTable(
  "token_holdings",
  {
    chainId: integer("chain_id").notNull(),
    contract: text("contract").notNull(),
    tokenId: baseUnits("token_id").notNull(),
    owner: text("owner").notNull(),
    standard: text("standard", { enum: TOKEN_STANDARDS }).notNull(),
    balance: baseUnits("balance").notNull(),
    tokenUri: text("token_uri"),
    // Where on chain this owner last received the token (block, then log): "newest collectors".
    acquiredBlock: bigint("acquired_block", { mode: "bigint" }).notNull(),
    acquiredLogIndex: integer("acquired_log_index").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.contract, t.tokenId, t.owner] }),
    index("holdings_by_owner").on(t.chainId, t.owner),
    index("holdings_newest_by_token").on(t.chainId, t.contract, t.tokenId, t.acquiredBlock.desc(), t.acquiredLogIndex.desc()),
    check("holdings_balance_nonnegative", sql`${t.balance} >= 0`),
    check("holdings_standard_known", oneOf(t.standard, TOKEN_STANDARDS)),
    check("holdings_lowercase", sql`${t.owner} = lower(${t.owner}) and ${t.contract} = lower(${t.contract})`),
  ],
);
