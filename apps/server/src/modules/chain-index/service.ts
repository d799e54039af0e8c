import type { Address } from "viem";
import type { Collectors, OwnedNftsResponse } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import type { Logger } from "../../lib/logger.ts";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { ContentStore } from "../../adapters/content-store/content-store.ts";
import { missingTransactions } from "../../adapters/chain/receipts.ts";
import { readStoredJson } from "../files/service.ts";
import { artistCollectorRows, holdingsWithFacts, listingCollectorRows, type CollectorRow } from "./known-tokens.ts";
import { cidOfTokenUri, describeHolding, metadataFacts } from "./owned-token.ts";
import { newestIndexedTx, readCursors, resetChainIndex as deleteChainIndex } from "./repo.ts";
import { syncHoldings } from "./transfer-indexer.ts";

/** How many of the newest collectors "Collected by" names. */
const NEWEST_COLLECTORS = 5;

/**
 * A wallet's tokens from our own transfer index, brought up to date first, each with its real
 * title, category, artwork and media. Replaces SPEC 7's BaseScan listing (same fields, and more).
 * Whatever the number of tokens, it costs one query for the holdings with what our catalogue knows
 * of them and, for tokens we know nothing of, their metadata JSON read from the content store
 * (no database round trip, no RPC call per token).
 */
export async function listOwnedNfts(
  db: Database,
  store: ContentStore,
  chain: Chain,
  owner: Address,
  logger: Logger,
): Promise<OwnedNftsResponse> {
  await syncHoldings(db, chain, logger);
  const rows = await holdingsWithFacts(db, chain.chainId, owner);
  // Only the tokens our catalogue does not know are described by their metadata.
  const cids = rows.map((row) => (row.upload || row.listing ? null : cidOfTokenUri(row.tokenUri)));
  const documents = await readStoredJson(
    store,
    cids.filter((cid) => cid !== null),
  );
  const nfts = rows.map((row, i) => {
    const cid = cids[i];
    return describeHolding(row, cid && documents.has(cid) ? metadataFacts(documents.get(cid)) : null);
  });
  return { nfts, count: nfts.length, error: null };
}

/**
 * Brings the index up to date before a "Collected by" answer. A page that shows collectors must
 * not fail because the node does not answer, so then it answers from the index as it stands.
 */
async function refreshForCollectors(db: Database, chain: Chain, logger: Logger): Promise<void> {
  try {
    await syncHoldings(db, chain, logger);
  } catch (err) {
    logger.warn({ err }, "transfer index not refreshed; collectors answered from the index as it stands");
  }
}

function toCollectors(rows: CollectorRow[]): Collectors {
  const held = rows.flatMap((row) => (row.owner ? [{ address: row.owner, username: row.username }] : []));
  return { count: rows[0]?.total ?? 0, newest: held };
}

/** Who collected a listing's token (newest first); null when there is no such listing. */
export async function collectorsOfListing(db: Database, chain: Chain, listingId: string, logger: Logger): Promise<Collectors | null> {
  await refreshForCollectors(db, chain, logger);
  const rows = await listingCollectorRows(db, chain.chainId, listingId, NEWEST_COLLECTORS);
  return rows ? toCollectors(rows) : null;
}

/** Who collected any token of an artist's uploads or listings (newest first). */
export async function collectorsOfArtist(db: Database, chain: Chain, artistId: string, logger: Logger): Promise<Collectors> {
  await refreshForCollectors(db, chain, logger);
  return toCollectors(await artistCollectorRows(db, chain.chainId, artistId, NEWEST_COLLECTORS));
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
  let ahead = [...(await readCursors(db, chain.chainId)).values()].some((lastBlock) => lastBlock > head);
  if (!ahead) {
    const newest = await newestIndexedTx(db, chain.chainId);
    ahead = newest !== null && (await missingTransactions(chain, [newest])).size > 0;
  }
  if (ahead) await deleteChainIndex(db, chain.chainId);
  return ahead;
}
