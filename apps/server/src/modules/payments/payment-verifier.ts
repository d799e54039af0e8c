import { parseEventLogs, zeroAddress, type Address, type Hash, type Hex } from "viem";
import { wbe3PaymentsAbi } from "@wbe3/contracts";
import {
  AppError,
  formatWbe3,
  notAWbe3Payment,
  PAID_FEE_TO_OTHER,
  PAID_FROM_OTHER_WALLET,
  PAID_OTHER_ORDER,
  PAID_OTHER_RECIPIENT,
  PAID_OTHER_TOKEN,
  paymentAmountMismatch,
  paymentFeeMismatch,
  paymentNotConfirmed,
  paymentTxFailed,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { confirmedReceipt } from "../../adapters/chain/receipts.ts";

export interface ExpectedPayment {
  orderId: Hex;
  payee: Address;
  /** What the payer paid in all (the payee received it less the fee). */
  amount: bigint;
  /** The platform's fee taken from `amount` when the payee is a seller (absent: none), and who received it. */
  fee?: { amount: bigint; recipient: Address } | undefined;
  /** When given, the payment must come from this wallet. */
  payer?: Address | undefined;
}

export interface VerifiedPayment {
  txHash: Hash;
  orderId: Hex;
  payer: Address;
  payee: Address;
  amount: bigint;
  fee: bigint;
  feeRecipient: Address;
  blockNumber: bigint;
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Checks a WBE3 payment against what the chain says: the transaction succeeded, has enough
 * confirmations, and our payments contract emitted OrderPaid for this order, payee, amount and
 * token, with exactly the expected platform fee leg (none, or this fee to this recipient).
 * Records nothing (see service.ts).
 */
export async function verifyPayment(chain: Chain, txHash: Hash, expected: ExpectedPayment): Promise<VerifiedPayment> {
  const receipt = await confirmedReceipt(chain, txHash, {
    failed: paymentTxFailed(txHash),
    unconfirmed: (has) => paymentNotConfirmed(chain.confirmations, has),
  });

  const events = parseEventLogs({ abi: wbe3PaymentsAbi, logs: receipt.logs, eventName: "OrderPaid" }).filter((log) =>
    same(log.address, chain.contracts.WBE3Payments),
  );
  if (events.length === 0) throw new AppError("bad_request", notAWbe3Payment(txHash), { reason: "wrong_contract" });
  const event = events.find((log) => same(log.args.orderId, expected.orderId));
  if (!event) throw new AppError("bad_request", PAID_OTHER_ORDER, { reason: "wrong_order" });
  const { payer, payee, amount, token, fee, feeRecipient } = event.args;
  if (!same(token, chain.contracts.WBE3Token)) throw new AppError("bad_request", PAID_OTHER_TOKEN, { reason: "wrong_token" });
  if (!same(payee, expected.payee)) throw new AppError("bad_request", PAID_OTHER_RECIPIENT, { reason: "wrong_payee" });
  if (amount !== expected.amount) {
    throw new AppError("bad_request", paymentAmountMismatch(formatWbe3(amount), formatWbe3(expected.amount)), {
      reason: "wrong_amount",
    });
  }
  const due = expected.fee ?? { amount: 0n, recipient: zeroAddress };
  if (fee !== due.amount) {
    throw new AppError("bad_request", paymentFeeMismatch(formatWbe3(fee), formatWbe3(due.amount)), { reason: "wrong_amount" });
  }
  if (!same(feeRecipient, due.recipient)) throw new AppError("bad_request", PAID_FEE_TO_OTHER, { reason: "wrong_payee" });
  if (expected.payer && !same(payer, expected.payer)) throw new AppError("bad_request", PAID_FROM_OTHER_WALLET, { reason: "wrong_payer" });
  return { txHash, orderId: expected.orderId, payer, payee, amount, fee, feeRecipient, blockNumber: receipt.blockNumber };
}
