import type { Address, Hex, LocalAccount } from "viem";
import { checkoutQuoteTypedData, paymentQuoteTypedData, type CheckoutQuote, type PaymentQuote } from "@wbe3/contracts";

/**
 * Signs quotes as the platform: the marketplace settles a cart, and WBE3Payments takes a payment
 * order's WBE3, only with this signature, so the buyer pays exactly what the server fixed (DESIGN 7).
 */
export interface QuoteSigner {
  address: Address;
  sign(quote: CheckoutQuote, target: { chainId: number; marketplace: Address }): Promise<Hex>;
  signPayment(quote: PaymentQuote, target: { chainId: number; payments: Address }): Promise<Hex>;
}

/** A signer from a key held by this process (a local dev account, or PLATFORM_SIGNER_KEY). */
export function accountQuoteSigner(account: LocalAccount): QuoteSigner {
  return {
    address: account.address,
    sign: (quote, target) => account.signTypedData(checkoutQuoteTypedData(quote, target)),
    signPayment: (quote, target) => account.signTypedData(paymentQuoteTypedData(quote, target)),
  };
}
