import { encodeFunctionData, toHex, type Address, type Hex } from "viem";
import { wbe3PaymentsAbi, wbe3TokenAbi } from "@wbe3/contracts";
import type { WalletCall } from "@wbe3/domain";

/**
 * The wallet calls that pay a payment order through WBE3Payments: an approval of exactly the
 * amount when the payer's allowance is short, then `pay(orderId, payee, amount)`, which the
 * contract accepts once per order id.
 */
export function paymentCalls(
  payment: { orderId: Hex; payee: Address; amount: bigint },
  contracts: { token: Address; payments: Address },
  allowance: bigint,
): WalletCall[] {
  const calls: WalletCall[] = [];
  if (allowance < payment.amount) {
    calls.push({
      to: contracts.token,
      data: encodeFunctionData({ abi: wbe3TokenAbi, functionName: "approve", args: [contracts.payments, payment.amount] }),
      value: toHex(0),
    });
  }
  calls.push({
    to: contracts.payments,
    data: encodeFunctionData({ abi: wbe3PaymentsAbi, functionName: "pay", args: [payment.orderId, payment.payee, payment.amount] }),
    value: toHex(0),
  });
  return calls;
}
