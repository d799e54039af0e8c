import type { Hash, TransactionReceipt } from "viem";
import { AppError } from "@wbe3/domain";
import type { Chain } from "../adapters/chain/chain-client.ts";
import { suiteChain } from "./suite-chain.ts";

/**
 * What the verifiers' own tests (order, payment, mint) share: real transactions on the suite's
 * Anvil, awaited; a chain that answers a doctored copy of a real receipt, for the lies no honest
 * contract can tell; and a refusal read off the AppError a verifier throws. No app is started, so
 * mutation testing (decision 0022) runs these files in a moment.
 */

export type ReceiptLog = TransactionReceipt["logs"][number];

export function verifierChain() {
  const chain = suiteChain();

  async function mined(hash: Hash): Promise<TransactionReceipt> {
    const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  }

  /** Our chain, except that it answers `receipt` for any transaction (and, given, `latest` as the newest block). */
  function chainAnswering(receipt: TransactionReceipt, latest?: bigint): Chain {
    const client = {
      ...chain.client,
      getTransactionReceipt: () => Promise.resolve(receipt),
      ...(latest === undefined ? {} : { getBlockNumber: () => Promise.resolve(latest) }),
    } as Chain["client"];
    return { ...chain, client };
  }

  return { chain, mined, chainAnswering };
}

/** The receipt with each log passed through `change` (null drops it, a list stands in its place). */
export const altered = (
  receipt: TransactionReceipt,
  change: (log: ReceiptLog) => ReceiptLog | ReceiptLog[] | null,
): TransactionReceipt => ({
  ...receipt,
  logs: receipt.logs.flatMap((log) => change(log) ?? []),
});

/** The code, reason and message of the AppError `promise` fails with; anything else fails the test. */
export async function refusal(promise: Promise<unknown>): Promise<{ code: string; reason: string; message: string }> {
  const err = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(err instanceof AppError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return { code: err.code, reason: err.reason, message: err.message };
}
