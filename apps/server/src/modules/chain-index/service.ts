import type { Address } from "viem";
import type { OwnedNftsResponse } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import type { Logger } from "../../lib/logger.ts";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { ContentStore } from "../../adapters/content-store/content-store.ts";
import { missingTransactions } from "../../adapters/chain/receipts.ts";
import { readStoredJson } from "../files/service.ts";
import { openingAreas, type IndexedToken, type TokenOpening } from "../../lib/openings.ts";
import { holdingsOf } from "./known-tokens.ts";
import { cidOfTokenUri, describeHolding, metadataFacts } from "./owned-token.ts";
import { holdersOfTokens, holdsAnyOf, newestIndexedTx, readCursors, resetChainIndex as deleteChainIndex } from "./repo.ts";
import { syncHoldings } from "./transfer-indexer.ts";

const tokenKey = (token: IndexedToken) => `${token.contract.toLowerCase()}:${token.tokenId.toString()}`;

/**
 * What the areas that sell these tokens know of them (decision 0027), asked of every registered
 * area at once; where two know a token, the one listed first in the catalogue answers.
 */
async function openingsOf(db: Database, chainId: number, tokens: IndexedToken[]): Promise<Map<string, TokenOpening>> {
  const answers = await Promise.all(
    openingAreas().map((area) => (area.tokens && tokens.length > 0 ? area.tokens(db, chainId, tokens) : Promise.resolve([]))),
  );
  const openings = new Map<string, TokenOpening>();
  for (const opening of answers.flat()) if (!openings.has(tokenKey(opening))) openings.set(tokenKey(opening), opening);
  return openings;
}

/**
 * A wallet's tokens from our own transfer index, brought up to date first, each with its real
 * title, category, artwork, media and what it opens. Replaces SPEC 7's BaseScan listing (same
 * fields, and more). Whatever the number of tokens, it costs one query for the holdings, a fixed
 * number per registered area for what they know of them and, for tokens no area knows, their
 * metadata JSON read from the content store (no RPC call per token).
 */
export async function listOwnedNfts(
  db: Database,
  store: ContentStore,
  chain: Chain,
  owner: Address,
  logger: Logger,
): Promise<OwnedNftsResponse> {
  await syncHoldings(db, chain, logger);
  const rows = await holdingsOf(db, chain.chainId, owner);
  const openings = await openingsOf(db, chain.chainId, rows);
  // Only the tokens no area knows are described by their metadata.
  const cids = rows.map((row) => (openings.has(tokenKey(row)) ? null : cidOfTokenUri(row.tokenUri)));
  const documents = await readStoredJson(
    store,
    cids.filter((cid) => cid !== null),
  );
  const nfts = rows.map((row, i) => {
    const cid = cids[i];
    return describeHolding(row, openings.get(tokenKey(row)) ?? null, cid && documents.has(cid) ? metadataFacts(documents.get(cid)) : null);
  });
  return { nfts, count: nfts.length, error: null };
}

/**
 * Brings the index up to date before an answer that reads it ("Collected by", who may open a
 * file). Such an answer must not fail because the node does not answer, so then it answers from
 * the index as it stands.
 */
export async function refreshTransferIndex(db: Database, chain: Chain, logger: Logger): Promise<void> {
  try {
    await syncHoldings(db, chain, logger);
  } catch (err) {
    logger.warn({ err }, "transfer index not refreshed; answered from the index as it stands");
  }
}

/**
 * Whether the wallet holds any of these tokens now, by the transfer index brought up to date
 * first (so access follows a token that moved). When the node does not answer, the index as it
 * stands decides: opening a file never fails because the chain is away.
 */
export async function holdsAnyToken(
  db: Database,
  chain: Chain,
  wallet: string,
  tokens: { contract: string; tokenId: bigint }[],
  logger: Logger,
): Promise<boolean> {
  if (tokens.length === 0) return false;
  await refreshTransferIndex(db, chain, logger);
  return holdsAnyOf(db, chain.chainId, wallet.toLowerCase(), tokens);
}

/** A group of tokens (one work's mints and listing), counted together under its key. */
export interface TokenGroup {
  key: string;
  tokens: { contract: string; tokenId: bigint }[];
}

/**
 * How many distinct wallets hold a token of each group now, the `except` wallets (the artist's)
 * not counted, by the transfer index brought up to date first; one query for all the groups.
 */
export async function holderCounts(
  db: Database,
  chain: Chain,
  groups: TokenGroup[],
  except: string[],
  logger: Logger,
): Promise<Map<string, number>> {
  const tokenKey = (contract: string, tokenId: bigint) => `${contract.toLowerCase()}:${tokenId.toString()}`;
  const tokens = groups.flatMap((group) => group.tokens);
  const counts = new Map(groups.map((group) => [group.key, 0]));
  if (tokens.length === 0) return counts;
  await refreshTransferIndex(db, chain, logger);
  const holdersByToken = new Map<string, Set<string>>();
  const skipped = new Set(except.map((wallet) => wallet.toLowerCase()));
  for (const row of await holdersOfTokens(db, chain.chainId, tokens)) {
    if (skipped.has(row.owner)) continue;
    const key = tokenKey(row.contract, row.tokenId);
    holdersByToken.set(key, (holdersByToken.get(key) ?? new Set()).add(row.owner));
  }
  for (const group of groups) {
    const holders = new Set(group.tokens.flatMap((token) => [...(holdersByToken.get(tokenKey(token.contract, token.tokenId)) ?? [])]));
    counts.set(group.key, holders.size);
  }
  return counts;
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
