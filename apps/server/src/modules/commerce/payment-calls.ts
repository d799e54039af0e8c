import { encodeFunctionData, toHex, zeroAddress, type Address, type Hex } from "viem";
import { wbe3PaymentsAbi, wbe3TokenAbi, type PaymentQuote } from "@wbe3/contracts";
import type { WalletCall } from "@wbe3/domain";

/**
 * The wallet calls that pay a payment order through WBE3Payments: an approval of exactly the
 * amount when the payer's allowance is short, then `pay(quote, signature)`, which the contract
 * accepts once, from the quoted payer, before the deadline and only while the quote is current.
 */
export function paymentCalls(
  quote: PaymentQuote,
  signature: Hex,
  contracts: { token: Address; payments: Address },
  allowance: bigint,
): WalletCall[] {
  const calls: WalletCall[] = [];
  if (allowance < quote.amount) {
    calls.push({
      to: contracts.token,
      data: encodeFunctionData({ abi: wbe3TokenAbi, functionName: "approve", args: [contracts.payments, quote.amount] }),
      value: toHex(0),
    });
  }
  calls.push({
    to: contracts.payments,
    data: encodeFunctionData({ abi: wbe3PaymentsAbi, functionName: "pay", args: [quote, signature] }),
    value: toHex(0),
  });
  return calls;
}

/** The quote as stored with its order (bigints as decimal strings), and back. */
export function paymentQuoteToJson(quote: PaymentQuote): Record<string, string> {
  return { ...quote, amount: quote.amount.toString(), fee: quote.fee.toString(), deadline: quote.deadline.toString() };
}

export function paymentQuoteFromJson(json: unknown): PaymentQuote {
  // Quotes stored before payment orders could pay a seller (decision 0028) carry no fee leg.
  const stored = json as Record<Exclude<keyof PaymentQuote, "fee" | "feeRecipient">, string> &
    Partial<Record<"fee" | "feeRecipient", string>>;
  return {
    orderId: stored.orderId as Hex,
    payer: stored.payer as Address,
    token: stored.token as Address,
    amount: BigInt(stored.amount),
    payee: stored.payee as Address,
    fee: BigInt(stored.fee ?? 0),
    feeRecipient: (stored.feeRecipient ?? zeroAddress) as Address,
    deadline: BigInt(stored.deadline),
    series: stored.series as Hex,
    previous: stored.previous as Hex,
  };
}
