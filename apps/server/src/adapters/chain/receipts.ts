import { HttpRequestError, TimeoutError, TransactionReceiptNotFoundError, type Hash, type TransactionReceipt } from "viem";
import { AppError, chainDisplayName, chainUnavailable, transactionNotFound } from "@wbe3/domain";
import type { Chain } from "./chain-client.ts";

/** fetch's own failure to connect: a TypeError whose cause carries the socket's error code. */
function isNetworkFailure(err: unknown): boolean {
  return err instanceof TypeError && err.cause instanceof Error && typeof (err.cause as NodeJS.ErrnoException).code === "string";
}

/** A chain that cannot be reached (a restarting local Anvil, an RPC outage) is a 503, not a 500. */
export async function reachingChain<T>(chain: Chain, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof HttpRequestError || err instanceof TimeoutError || isNetworkFailure(err)) {
      throw new AppError("unavailable", chainUnavailable(chainDisplayName(chain.chainId)), { cause: err });
    }
    throw err;
  }
}

/** Receipt lookups in flight at once; the client batches them into JSON-RPC batches. */
const LOOKUP_CHUNK = 200;

/** The hashes among `hashes` whose transaction the chain does not have (any more). */
export async function missingTransactions(chain: Chain, hashes: string[]): Promise<Set<string>> {
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
 * The receipt of a transaction that is mined, succeeded and has the chain's required
 * confirmations; otherwise an error that says which of those it is not. In local mode the chain
 * is saved to disk before this returns, since every caller goes on to acknowledge the transaction.
 */
export async function confirmedReceipt(
  chain: Chain,
  txHash: Hash,
  what: { failed: string; unconfirmed: (has: number) => string },
): Promise<TransactionReceipt> {
  const receipt = await reachingChain(chain, () =>
    chain.client.getTransactionReceipt({ hash: txHash }).catch((err: unknown) => {
      if (err instanceof TransactionReceiptNotFoundError) return null;
      throw err;
    }),
  );
  if (!receipt) throw new AppError("not_found", transactionNotFound(txHash), { reason: "receipt_not_found" });
  if (receipt.status !== "success") throw new AppError("bad_request", what.failed, { reason: "tx_reverted" });
  const latest = await reachingChain(chain, () => chain.client.getBlockNumber({ cacheTime: 0 }));
  const confirmations = Number(latest - receipt.blockNumber + 1n);
  if (confirmations < chain.confirmations) {
    throw new AppError("conflict", what.unconfirmed(confirmations), { reason: "receipt_unconfirmed" });
  }
  // Whatever keeps the state from being saved (Anvil gone, a failed dump), nothing is acknowledged.
  if (chain.persistState) {
    await chain.persistState().catch((err: unknown) => {
      throw new AppError("unavailable", chainUnavailable(chainDisplayName(chain.chainId)), { cause: err });
    });
  }
  return receipt;
}
