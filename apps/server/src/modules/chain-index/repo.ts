import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import { chainCursors, indexedLogs, tokenHoldings, type Database } from "@wbe3/db";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type TokenStandard = "erc721" | "erc1155";

export async function readCursor(tx: Tx, chainId: number, contract: string): Promise<bigint | null> {
  // FOR UPDATE: two server instances indexing at once take turns per contract.
  const [row] = await tx
    .select({ lastBlock: chainCursors.lastBlock })
    .from(chainCursors)
    .where(and(eq(chainCursors.chainId, chainId), eq(chainCursors.contract, contract)))
    .for("update");
  return row?.lastBlock ?? null;
}

export async function writeCursor(tx: Tx, chainId: number, contract: string, lastBlock: bigint): Promise<void> {
  await tx
    .insert(chainCursors)
    .values({ chainId, contract, lastBlock })
    .onConflictDoUpdate({ target: [chainCursors.chainId, chainCursors.contract], set: { lastBlock, updatedAt: sql`now()` } });
}

/** Records a log as applied; false when it already was (a re-scan). */
export async function markLogApplied(tx: Tx, chainId: number, txHash: string, logIndex: number, blockNumber: bigint): Promise<boolean> {
  const inserted = await tx
    .insert(indexedLogs)
    .values({ chainId, txHash, logIndex, blockNumber })
    .onConflictDoNothing()
    .returning({ logIndex: indexedLogs.logIndex });
  return inserted.length > 0;
}

/** The transfer log a holding came from: orders collectors by when they received the token. */
export interface LogPosition {
  block: bigint;
  logIndex: number;
}

/** Moves a unique (ERC-721) token to a new owner, keeping its URI; `to` null burns it. */
export async function moveUniqueToken(
  tx: Tx,
  key: { chainId: number; contract: string; tokenId: bigint },
  to: string | null,
  tokenUri: string | null,
  at: LogPosition,
): Promise<void> {
  const match = and(
    eq(tokenHoldings.chainId, key.chainId),
    eq(tokenHoldings.contract, key.contract),
    eq(tokenHoldings.tokenId, key.tokenId),
  );
  const removed = await tx.delete(tokenHoldings).where(match).returning({ tokenUri: tokenHoldings.tokenUri });
  if (!to) return;
  await tx.insert(tokenHoldings).values({
    ...key,
    owner: to,
    standard: "erc721",
    balance: 1n,
    tokenUri: removed[0]?.tokenUri ?? tokenUri,
    acquiredBlock: at.block,
    acquiredLogIndex: at.logIndex,
  });
}

/** Adds `delta` (may be negative) to an ERC-1155 balance, dropping rows that reach zero. */
export async function addEditionBalance(
  tx: Tx,
  key: { chainId: number; contract: string; tokenId: bigint; owner: string },
  delta: bigint,
  tokenUri: string | null,
  at: LogPosition,
): Promise<void> {
  const match = and(
    eq(tokenHoldings.chainId, key.chainId),
    eq(tokenHoldings.contract, key.contract),
    eq(tokenHoldings.tokenId, key.tokenId),
    eq(tokenHoldings.owner, key.owner),
  );
  if (delta < 0n) {
    // A holder can only send what the index says it has; anything else means the index missed
    // a log, and failing the transaction keeps the cursor where it was.
    const updated = await tx
      .update(tokenHoldings)
      .set({ balance: sql`${tokenHoldings.balance} + ${delta.toString()}::numeric`, updatedAt: sql`now()` })
      .where(match)
      .returning({ balance: tokenHoldings.balance });
    if (updated.length === 0) throw new Error(`index has no balance for ${key.owner} of ${key.contract}#${key.tokenId}`);
    if (updated[0]?.balance === 0n) await tx.delete(tokenHoldings).where(match);
    return;
  }
  await tx
    .insert(tokenHoldings)
    .values({
      ...key,
      standard: "erc1155",
      balance: delta,
      acquiredBlock: at.block,
      acquiredLogIndex: at.logIndex,
      // A holder who receives an existing edition gets the URI its other holders have.
      tokenUri:
        tokenUri ??
        sql`(select h.token_uri from token_holdings h where h.chain_id = ${key.chainId} and h.contract = ${key.contract} and h.token_id = ${key.tokenId.toString()}::numeric and h.token_uri is not null limit 1)`,
    })
    .onConflictDoUpdate({
      target: [tokenHoldings.chainId, tokenHoldings.contract, tokenHoldings.tokenId, tokenHoldings.owner],
      // Receiving more counts as acquiring it now; sending some away (above) does not.
      set: {
        balance: sql`${tokenHoldings.balance} + ${delta.toString()}::numeric`,
        acquiredBlock: at.block,
        acquiredLogIndex: at.logIndex,
        updatedAt: sql`now()`,
      },
    });
}

/** How far the index has read each contract on this chain, by lower-case contract address. */
export async function readCursors(db: Database, chainId: number): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ contract: chainCursors.contract, lastBlock: chainCursors.lastBlock })
    .from(chainCursors)
    .where(eq(chainCursors.chainId, chainId));
  return new Map(rows.map((row) => [row.contract, row.lastBlock]));
}

/** The transaction of the newest applied log on this chain, if any. */
export async function newestIndexedTx(db: Database, chainId: number): Promise<string | null> {
  const [newest] = await db
    .select({ txHash: indexedLogs.txHash })
    .from(indexedLogs)
    .where(eq(indexedLogs.chainId, chainId))
    .orderBy(desc(indexedLogs.blockNumber))
    .limit(1);
  return newest?.txHash ?? null;
}

/** Forgets everything indexed for a chain, so the next sync rebuilds it from the deploy block. */
export async function resetChainIndex(db: Database, chainId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(chainCursors).where(eq(chainCursors.chainId, chainId));
    await tx.delete(indexedLogs).where(eq(indexedLogs.chainId, chainId));
    await tx.delete(tokenHoldings).where(eq(tokenHoldings.chainId, chainId));
  });
}

/** Whether `owner` (lower-case) holds, by the index, a positive balance of any of these tokens. */
export async function holdsAnyOf(db: Database, chainId: number, owner: string, tokens: { contract: string; tokenId: bigint }[]) {
  if (tokens.length === 0) return false;
  const h = tokenHoldings;
  const [held] = await db
    .select({ one: sql`1` })
    .from(h)
    .where(
      and(
        eq(h.chainId, chainId),
        eq(h.owner, owner),
        gt(h.balance, 0n),
        or(...tokens.map((token) => and(eq(h.contract, token.contract.toLowerCase()), eq(h.tokenId, token.tokenId)))),
      ),
    )
    .limit(1);
  return held !== undefined;
}

/** Who holds any of these tokens now (balance above 0), one row per holder and token. */
export function holdersOfTokens(db: Database, chainId: number, tokens: { contract: string; tokenId: bigint }[]) {
  const h = tokenHoldings;
  return db
    .select({ owner: h.owner, contract: h.contract, tokenId: h.tokenId })
    .from(h)
    .where(
      and(
        eq(h.chainId, chainId),
        gt(h.balance, 0n),
        or(...tokens.map((token) => and(eq(h.contract, token.contract.toLowerCase()), eq(h.tokenId, token.tokenId)))),
      ),
    );
}
