import { zeroAddress, type Hash } from "viem";
import type { Database } from "@wbe3/db";
import { AppError, PAYMENT_ALREADY_RECORDED } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { verifyPayment, type ExpectedPayment, type VerifiedPayment } from "./payment-verifier.ts";
import { deletePaymentsByTx, insertPayment, paymentTxHashes } from "./repo.ts";

export type { ExpectedPayment, VerifiedPayment } from "./payment-verifier.ts";
export { verifyPayment } from "./payment-verifier.ts";
export { oweRefund, refundsOfOrders, sendOwedRefunds, type OrderRefund, type OwedRefund } from "./refunds.ts";

/**
 * Accepts a WBE3 payment only from what the chain says (see verifyPayment), then records it; a
 * transaction hash (or an order) is accepted once, ever.
 */
export async function verifyAndRecordPayment(
  db: Database,
  chain: Chain,
  txHash: Hash,
  expected: ExpectedPayment,
): Promise<VerifiedPayment> {
  const payment = await verifyPayment(chain, txHash, expected);
  if (!(await recordPayment(db, chain, payment))) throw new AppError("conflict", PAYMENT_ALREADY_RECORDED);
  return payment;
}

/**
 * Records a payment `verifyPayment` accepted (inside the caller's transaction, so the payment and
 * what it pays for are written together); false when its transaction or order was recorded before.
 */
export function recordPayment(db: Database, chain: Chain, payment: VerifiedPayment): Promise<boolean> {
  return insertPayment(db, {
    chainId: chain.chainId,
    txHash: payment.txHash.toLowerCase(),
    orderId: payment.orderId.toLowerCase(),
    payer: payment.payer.toLowerCase(),
    payee: payment.payee.toLowerCase(),
    token: chain.contracts.WBE3Token.toLowerCase(),
    amount: payment.amount,
    fee: payment.fee,
    feeRecipient: payment.feeRecipient === zeroAddress ? null : payment.feeRecipient.toLowerCase(),
    blockNumber: payment.blockNumber,
  });
}

/** The transactions of the payments recorded on this chain (chain reconciliation checks them). */
export function recordedPaymentTxs(db: Database, chainId: number): Promise<string[]> {
  return paymentTxHashes(db, chainId);
}

/** Forgets payments whose transaction the chain no longer has; returns how many. */
export function forgetLostPayments(db: Database, chainId: number, txHashes: string[]): Promise<number> {
  return deletePaymentsByTx(db, chainId, txHashes);
}
