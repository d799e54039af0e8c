import { and, desc, eq, inArray, notExists } from "drizzle-orm";
import { TransactionReceiptNotFoundError, type Hash } from "viem";
import { chainCursors, chainPayments, indexedLogs, marketplaceListings, nftMints, uploads, type Database } from "@wbe3/db";
import type { Chain } from "./adapters/chain/chain-client.ts";
import { resetChainIndex } from "./adapters/chain/holdings-repo.ts";
import type { Logger } from "./lib/logger.ts";
import { listingCacheFor } from "./modules/marketplace/listing-cache.ts";

export interface ReconcileReport {
  /** The transfer index described blocks the chain no longer has; it is rebuilt from scratch. */
  indexReset: boolean;
  mintsRemoved: number;
  paymentsRemoved: number;
}

/** Receipt lookups in flight at once; the client batches them into JSON-RPC batches. */
const LOOKUP_CHUNK = 200;

/** The hashes among `hashes` whose transaction the chain does not have (any more). */
async function missingTransactions(chain: Chain, hashes: string[]): Promise<Set<string>> {
  const missing = new Set<string>();
  for (let i = 0; i < hashes.length; i += LOOKUP_CHUNK) {
    const chunk = hashes.slice(i, i + LOOKUP_CHUNK);
    const found = await Promise.all(
      chunk.map((hash) =>
        chain.client.getTransactionReceipt({ hash: hash as Hash }).then(
          () => true,
          (err: unknown) => {
            if (err instanceof TransactionReceiptNotFoundError) return false;
            throw err;
          },
        ),
      ),
    );
    chunk.forEach((hash, j) => {
      if (!found[j]) missing.add(hash);
    });
  }
  return missing;
}

/**
 * A local chain restored from its state file is a prefix of the chain the server last saw: blocks
 * mined after the last save are gone. Repairs what the database holds beyond that prefix, so no
 * record points at a vanished token and a token id the chain hands out again never collides:
 * - the transfer index, when its cursor is past the head or its newest log's transaction is gone,
 *   is reset (it rebuilds from the deploy block on the next read);
 * - mints and payments whose transaction is gone are deleted, and their uploads become unminted.
 * Acknowledged writes are saved before the answer (see receipts.ts), so these are only writes
 * that were never acknowledged, or a state file replaced by an older one.
 */
export async function reconcileWithChain(db: Database, chain: Chain, logger: Logger): Promise<ReconcileReport> {
  const { chainId } = chain;
  const head = await chain.client.getBlockNumber({ cacheTime: 0 });

  const cursors = await db.select({ lastBlock: chainCursors.lastBlock }).from(chainCursors).where(eq(chainCursors.chainId, chainId));
  let indexReset = cursors.some((cursor) => cursor.lastBlock > head);
  if (!indexReset) {
    const [newest] = await db
      .select({ txHash: indexedLogs.txHash })
      .from(indexedLogs)
      .where(eq(indexedLogs.chainId, chainId))
      .orderBy(desc(indexedLogs.blockNumber))
      .limit(1);
    indexReset = newest !== undefined && (await missingTransactions(chain, [newest.txHash])).size > 0;
  }
  if (indexReset) await resetChainIndex(db, chainId);

  const mints = await db.select({ txHash: nftMints.txHash }).from(nftMints).where(eq(nftMints.chainId, chainId));
  const payments = await db.select({ txHash: chainPayments.txHash }).from(chainPayments).where(eq(chainPayments.chainId, chainId));
  const gone = [...(await missingTransactions(chain, [...new Set([...mints, ...payments].map((row) => row.txHash))]))];

  let mintsRemoved = 0;
  let paymentsRemoved = 0;
  if (gone.length > 0) {
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(nftMints)
        .where(and(eq(nftMints.chainId, chainId), inArray(nftMints.txHash, gone)))
        .returning({ uploadId: nftMints.uploadId });
      mintsRemoved = removed.length;
      const uploadIds = [...new Set(removed.flatMap((row) => (row.uploadId ? [row.uploadId] : [])))];
      if (uploadIds.length > 0) {
        // Minted again later on the surviving chain? Then the upload stays minted.
        const unminted = and(inArray(uploads.id, uploadIds), notExists(tx.select().from(nftMints).where(eq(nftMints.uploadId, uploads.id))));
        const reopened = await tx.update(uploads).set({ isMinted: false }).where(unminted).returning({ id: uploads.id });
        const reopenedIds = reopened.map((row) => row.id);
        if (reopenedIds.length > 0) await tx.update(marketplaceListings).set({ isMinted: false }).where(inArray(marketplaceListings.uploadId, reopenedIds));
      }
      const deleted = await tx
        .delete(chainPayments)
        .where(and(eq(chainPayments.chainId, chainId), inArray(chainPayments.txHash, gone)))
        .returning({ txHash: chainPayments.txHash });
      paymentsRemoved = deleted.length;
    });
    listingCacheFor(db).invalidate();
  }
  const report = { indexReset, mintsRemoved, paymentsRemoved };
  if (indexReset || gone.length > 0) logger.warn({ ...report, head, transactions: gone }, "the database was ahead of the local chain; repaired it");
  return report;
}
