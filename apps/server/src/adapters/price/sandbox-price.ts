import { SANDBOX_PRICE_SOURCE, TOKEN_PRICE_FALLBACK_USD } from "@wbe3/domain";
import type { TokenPriceProvider } from "./provider.ts";

/**
 * Local mode's price: fixed, answered without a network, and named "sandbox" so the UI labels it.
 * The local WBE3 trades nowhere; the SPEC's only known figure stands in for it.
 */
export function sandboxPrice(usd: number = TOKEN_PRICE_FALLBACK_USD): TokenPriceProvider {
  return { source: SANDBOX_PRICE_SOURCE, usdPrice: () => Promise.resolve(usd) };
}
