import type { Address, Hex, LocalAccount } from "viem";
import { checkoutQuoteTypedData, type CheckoutQuote } from "@wbe3/contracts";

/**
 * Signs checkout quotes as the platform: the marketplace contract settles an order only with this
 * signature, so the buyer pays exactly the prices the server fixed (DESIGN 7).
 */
export interface QuoteSigner {
  address: Address;
  sign(quote: CheckoutQuote, target: { chainId: number; marketplace: Address }): Promise<Hex>;
}

/** A signer from a key held by this process (a local dev account, or PLATFORM_SIGNER_KEY). */
export function accountQuoteSigner(account: LocalAccount): QuoteSigner {
  return {
    address: account.address,
    sign: (quote, target) => account.signTypedData(checkoutQuoteTypedData(quote, target)),
  };
}
