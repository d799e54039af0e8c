import { encodeFunctionData, getAddress, keccak256, parseTransaction, TransactionReceiptNotFoundError, type Hex } from "viem";
import { wbe3TokenAbi } from "@wbe3/contracts";
import type { Database } from "@wbe3/db";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import {
  clearSignedRefund,
  findOwedRefunds,
  findRefund,
  findRefundsOfOrders,
  insertRefund,
  markRefundSent,
  storeSignedRefund,
  type RefundRow,
} from "./refunds-repo.ts";

/**
 * A payment (or one line of its order) that grants nothing: what is owed back, to whom, and why.
 * The treasury sends it.
 */
export interface OwedRefund {
  paymentTxHash: string;
  orderId: string | null;
  /** The refunded line's position in its order; absent: the whole payment. */
  orderLine?: number | undefined;
  payer: string;
  amount: bigint;
  reason: string;
  /** What the buyer reads about it on their order. */
  note?: string | undefined;
}

/**
 * Records that a payment (or a line of its order) is owed back, inside the caller's transaction,
 * with whatever made it owed; recording the same payment or line again changes nothing and answers
 * false, so a refund is owed once whatever repeats.
 */
export function oweRefund(db: Database, chain: Chain, refund: OwedRefund): Promise<boolean> {
  return insertRefund(db, {
    chainId: chain.chainId,
    paymentTxHash: refund.paymentTxHash.toLowerCase(),
    orderId: refund.orderId,
    orderLine: refund.orderLine ?? null,
    payer: refund.payer.toLowerCase(),
    amount: refund.amount,
    reason: refund.reason,
    note: refund.note ?? null,
  });
}

/** A refund as its order shows it. */
export interface OrderRefund {
  orderId: string;
  /** null: the whole payment. */
  orderLine: number | null;
  amount: bigint;
  reason: string;
  note: string | null;
  status: "owed" | "sent";
  refundTxHash: string | null;
}

/** The refunds recorded for these orders, to show on them. */
export async function refundsOfOrders(db: Database, orderIds: string[]): Promise<OrderRefund[]> {
  const rows = await findRefundsOfOrders(db, orderIds);
  return rows.flatMap((row) =>
    row.orderId
      ? [
          {
            orderId: row.orderId,
            orderLine: row.orderLine,
            amount: row.amount,
            reason: row.reason,
            note: row.note,
            status: row.status,
            refundTxHash: row.refundTxHash,
          },
        ]
      : [],
  );
}

// One refund is signed and sent at a time per process, so two never take the treasury's same nonce.
let sending: Promise<unknown> = Promise.resolve();

/**
 * Sends every owed refund on this chain from the treasury, when this server holds its key. Each
 * refund's transaction is signed and stored before it is broadcast, so a repeat (a second call, a
 * crash in between) broadcasts the same transaction again and the payer is paid once. Answers the
 * refunds still owed afterwards.
 */
export function sendOwedRefunds(db: Database, chain: Chain): Promise<RefundRow[]> {
  const run = sending.then(async () => {
    if (!chain.treasury) return findOwedRefunds(db, chain.chainId);
    for (const refund of await findOwedRefunds(db, chain.chainId)) await sendRefund(db, chain, refund);
    return findOwedRefunds(db, chain.chainId);
  });
  sending = run.catch(() => undefined);
  return run;
}

async function signRefund(chain: Chain, refund: RefundRow): Promise<Hex> {
  const treasury = chain.treasury;
  if (!treasury) throw new Error("no treasury key");
  const to = chain.contracts.WBE3Token;
  const data = encodeFunctionData({ abi: wbe3TokenAbi, functionName: "transfer", args: [getAddress(refund.payer), refund.amount] });
  const [nonce, fees, gas] = await reachingChain(chain, () =>
    Promise.all([
      chain.client.getTransactionCount({ address: treasury.address, blockTag: "pending" }),
      chain.client.estimateFeesPerGas(),
      chain.client.estimateGas({ account: treasury.address, to, data }),
    ]),
  );
  return treasury.signTransaction({
    type: "eip1559",
    chainId: chain.chainId,
    to,
    data,
    nonce,
    gas,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  });
}

async function sendRefund(db: Database, chain: Chain, owed: RefundRow): Promise<void> {
  if (!owed.rawTx) {
    // Whoever stores a signed transaction first wins; everyone then sends that one.
    await storeSignedRefund(db, owed.id, await signRefund(chain, owed));
  }
  const refund = await findRefund(db, owed.id);
  if (!refund?.rawTx || refund.status !== "owed") return;
  const hash = keccak256(refund.rawTx as Hex);
  await chain.client.sendRawTransaction({ serializedTransaction: refund.rawTx as Hex }).catch(() => {
    // Already known, or already mined: the receipt below tells which.
  });
  const receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: 30_000 }).catch((err: unknown) => {
    if (err instanceof TransactionReceiptNotFoundError || (err instanceof Error && err.name === "WaitForTransactionReceiptTimeoutError")) {
      return null;
    }
    throw err;
  });
  if (receipt?.status === "success") {
    await markRefundSent(db, refund.id, hash);
    await chain.persistState?.();
    return;
  }
  // Reverted (it moved nothing), or never mined while the treasury's nonce went to another
  // transaction: only then is it safe to sign afresh. Still pending: leave it to the next run.
  if (receipt || (await nonceTaken(chain, refund.rawTx as Hex))) await clearSignedRefund(db, refund.id);
}

async function nonceTaken(chain: Chain, rawTx: Hex): Promise<boolean> {
  const { nonce } = parseTransaction(rawTx);
  if (!chain.treasury || nonce === undefined) return false;
  const mined = await chain.client.getTransactionCount({ address: chain.treasury.address, blockTag: "latest" });
  return mined > nonce;
}
