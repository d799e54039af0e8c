import type { Database } from "@wbe3/db";
import type { Chain } from "./adapters/chain/chain-client.ts";
import { missingTransactions } from "./adapters/chain/receipts.ts";
import type { Logger } from "./lib/logger.ts";
import { resetIndexIfAhead } from "./modules/chain-index/service.ts";
import { recordedOrderTxs, reopenLostOrders } from "./modules/commerce/service.ts";
import { listingsChanged } from "./modules/marketplace/service.ts";
import { forgetLostPayments, recordedPaymentTxs } from "./modules/payments/service.ts";
import { recordedMintTxs, unrecordLostMints } from "./modules/uploads/service.ts";

export interface ReconcileReport {
  /** The transfer index described blocks the chain no longer has; it is rebuilt from scratch. */
  indexReset: boolean;
  mintsRemoved: number;
  paymentsRemoved: number;
  ordersReopened: number;
}

/**
 * A local chain restored from its state file is a prefix of the chain the server last saw: blocks
 * mined after the last save are gone. Repairs what the database holds beyond that prefix, so no
 * record points at a vanished token and a token id the chain hands out again never collides:
 * - the transfer index, when its cursor is past the head or its newest log's transaction is gone,
 *   is reset (it rebuilds from the deploy block on the next read);
 * - mints and payments whose transaction is gone are deleted, and their uploads become unminted;
 * - orders paid by a transaction that is gone are quoted again, and their sales taken back.
 * Acknowledged writes are saved before the answer (see receipts.ts), so these are only writes
 * that were never acknowledged, or a state file replaced by an older one.
 * This only orchestrates: each area repairs its own tables through its service.
 */
export async function reconcileWithChain(db: Database, chain: Chain, logger: Logger): Promise<ReconcileReport> {
  const { chainId } = chain;
  const head = await chain.client.getBlockNumber({ cacheTime: 0 });
  const indexReset = await resetIndexIfAhead(db, chain, head);

  const recorded = [
    ...(await recordedMintTxs(db, chainId)),
    ...(await recordedPaymentTxs(db, chainId)),
    ...(await recordedOrderTxs(db, chainId)),
  ];
  const gone = [...(await missingTransactions(chain, [...new Set(recorded)]))];

  let mintsRemoved = 0;
  let paymentsRemoved = 0;
  let ordersReopened = 0;
  if (gone.length > 0) {
    // One transaction: a crash leaves every record of the lost transactions, or none.
    await db.transaction(async (tx) => {
      mintsRemoved = await unrecordLostMints(tx, chainId, gone);
      paymentsRemoved = await forgetLostPayments(tx, chainId, gone);
      ordersReopened = await reopenLostOrders(tx, chainId, gone);
    });
    listingsChanged(db);
  }
  const report = { indexReset, mintsRemoved, paymentsRemoved, ordersReopened };
  if (indexReset || gone.length > 0)
    logger.warn({ ...report, head, transactions: gone }, "the database was ahead of the local chain; repaired it");
  return report;
}
