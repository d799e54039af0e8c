import { TransactionReceiptNotFoundError, type Hash, type TransactionReceipt } from "viem";
import { AppError } from "@wbe3/domain";
import type { Chain } from "./chain-client.ts";

/**
 * The receipt of a transaction that is mined, succeeded and has the chain's required
 * confirmations; otherwise an error that says which of those it is not.
 */
export async function confirmedReceipt(chain: Chain, txHash: Hash, what: { failed: string; unconfirmed: (has: number) => string }): Promise<TransactionReceipt> {
  const receipt = await chain.client.getTransactionReceipt({ hash: txHash }).catch((err: unknown) => {
    if (err instanceof TransactionReceiptNotFoundError) return null;
    throw err;
  });
  if (!receipt) throw new AppError("not_found", `Transaction ${txHash} was not found on the chain.`);
  if (receipt.status !== "success") throw new AppError("bad_request", what.failed);
  const latest = await chain.client.getBlockNumber({ cacheTime: 0 });
  const confirmations = Number(latest - receipt.blockNumber + 1n);
  if (confirmations < chain.confirmations) throw new AppError("conflict", what.unconfirmed(confirmations));
  return receipt;
}
