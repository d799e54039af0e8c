import type { Address, Hex, TypedDataDefinition } from "viem";

/**
 * The EIP-712 quote WBE3Payments verifies before it moves a payment order's WBE3, defined once for
 * the server that signs it and the tests that check the contract against it. Field names and order
 * match the contract's `PaymentQuote`, so a quote object is also the `quote` argument of `pay`.
 */
export const paymentQuoteTypes = {
  PaymentQuote: [
    { name: "orderId", type: "bytes32" },
    { name: "payer", type: "address" },
    { name: "token", type: "address" },
    { name: "amount", type: "uint256" },
    { name: "payee", type: "address" },
    { name: "fee", type: "uint256" },
    { name: "feeRecipient", type: "address" },
    { name: "deadline", type: "uint256" },
    { name: "series", type: "bytes32" },
    { name: "previous", type: "bytes32" },
  ],
} as const;

export interface PaymentQuote {
  /** bytes32; paid once. */
  orderId: Hex;
  /** The only wallet that may pay it. */
  payer: Address;
  token: Address;
  /** Base units; more than zero: what the payer pays in all. */
  amount: bigint;
  /** Receives `amount - fee`. */
  payee: Address;
  /** The platform's cut when the payee is a seller (zero when the platform is the payee); less than `amount`. */
  fee: bigint;
  /** Receives `fee` (the zero address when there is none). */
  feeRecipient: Address;
  /** Unix seconds: the last second the quote can be paid. */
  deadline: bigint;
  /** The buyer's line of orders this one continues (e.g. their membership); zero: none. */
  series: Hex;
  /** The series' last paid order the price was computed from (zero: none); once another is paid, this quote is stale. */
  previous: Hex;
}

/** Chosen to match the contract's EIP712("WBE3Payments", "1"). */
export const PAYMENT_QUOTE_DOMAIN = { name: "WBE3Payments", version: "1" } as const;

/** The typed data the platform signer signs for `quote`, bound to one payments contract on one chain. */
export function paymentQuoteTypedData(
  quote: PaymentQuote,
  target: { chainId: number; payments: Address },
): TypedDataDefinition<typeof paymentQuoteTypes, "PaymentQuote"> {
  return {
    domain: { ...PAYMENT_QUOTE_DOMAIN, chainId: target.chainId, verifyingContract: target.payments },
    types: paymentQuoteTypes,
    primaryType: "PaymentQuote",
    message: quote,
  };
}
