import { HttpRequestError, TimeoutError, TransactionReceiptNotFoundError, type Hash, type TransactionReceipt } from "viem";
import { AppError, chainDisplayName, chainUnavailable } from "@wbe3/domain";
import type { Chain } from "./chain-client.ts";

/** A chain that cannot be reached (a restarting local Anvil, an RPC outage) is a 503, not a 500. */
export async function reachingChain<T>(chain: Chain, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof HttpRequestError || err instanceof TimeoutError || (err instanceof TypeError && err.message === "fetch failed")) {
      throw new AppError("unavailable", chainUnavailable(chainDisplayName(chain.chainId)), { cause: err });
    }
    throw err;
  }
}

/**
 * The receipt of a transaction that is mined, succeeded and has the chain's required
 * confirmations; otherwise an error that says which of those it is not. In local mode the chain
 * is saved to disk before this returns, since every caller goes on to acknowledge the transaction.
 */
export async function confirmedReceipt(chain: Chain, txHash: Hash, what: { failed: string; unconfirmed: (has: number) => string }): Promise<TransactionReceipt> {
  const receipt = await reachingChain(chain, () =>
    chain.client.getTransactionReceipt({ hash: txHash }).catch((err: unknown) => {
      if (err instanceof TransactionReceiptNotFoundError) return null;
      throw err;
    }),
  );
  if (!receipt) throw new AppError("not_found", `Transaction ${txHash} was not found on the chain.`);
  if (receipt.status !== "success") throw new AppError("bad_request", what.failed);
  const latest = await reachingChain(chain, () => chain.client.getBlockNumber({ cacheTime: 0 }));
  const confirmations = Number(latest - receipt.blockNumber + 1n);
  if (confirmations < chain.confirmations) throw new AppError("conflict", what.unconfirmed(confirmations));
  // Whatever keeps the state from being saved (Anvil gone, a failed dump), nothing is acknowledged.
  if (chain.persistState) {
    await chain.persistState().catch((err: unknown) => {
      throw new AppError("unavailable", chainUnavailable(chainDisplayName(chain.chainId)), { cause: err });
    });
  }
  return receipt;
}
