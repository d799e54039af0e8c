import type { Address } from "viem";
import type { OwnedNft, OwnedNftsResponse } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import type { Logger } from "../../lib/logger.ts";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { missingTransactions } from "../../adapters/chain/receipts.ts";
import { cursorBlocks, listHoldings, newestIndexedTx, resetChainIndex as deleteChainIndex } from "./repo.ts";
import { syncHoldings } from "./transfer-indexer.ts";

/**
 * A wallet's tokens from our own transfer index (in one query), brought up to date first.
 * Replaces SPEC 7's BaseScan listing with the same response shape.
 */
export async function listOwnedNfts(db: Database, chain: Chain, owner: Address, logger: Logger): Promise<OwnedNftsResponse> {
  await syncHoldings(db, chain, logger);
  const rows = await listHoldings(db, chain.chainId, owner);
  const nfts = rows.map((row): OwnedNft => ({
    tokenId: row.tokenId.toString(),
    tokenURI: row.tokenUri,
    owner: row.owner,
    contractAddress: row.contract,
    type: row.standard === "erc721" ? "music" : "edition",
    standard: row.standard,
    balance: row.balance.toString(),
  }));
  return { nfts, count: nfts.length, error: null };
}

/** Forgets everything indexed for a chain (deployed anew), so the next read rebuilds it from the deploy block. */
export function resetChainIndex(db: Database, chainId: number): Promise<void> {
  return deleteChainIndex(db, chainId);
}

/**
 * Resets the index when it describes blocks the chain no longer has: a cursor past `head`, or
 * the newest applied log's transaction gone. Returns whether it did.
 */
export async function resetIndexIfAhead(db: Database, chain: Chain, head: bigint): Promise<boolean> {
  let ahead = (await cursorBlocks(db, chain.chainId)).some((lastBlock) => lastBlock > head);
  if (!ahead) {
    const newest = await newestIndexedTx(db, chain.chainId);
    ahead = newest !== null && (await missingTransactions(chain, [newest])).size > 0;
  }
  if (ahead) await deleteChainIndex(db, chain.chainId);
  return ahead;
}
