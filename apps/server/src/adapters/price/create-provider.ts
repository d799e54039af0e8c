import type { HttpClient } from "../http/http-client.ts";
import { geckoTerminalPrice } from "./geckoterminal.ts";
import type { TokenPriceProvider, TokenPriceSettings } from "./provider.ts";
import { sandboxPrice } from "./sandbox-price.ts";

/**
 * The configured provider. The real one prices TOKEN_PRICE_TOKEN_ADDRESS, or else the chain's
 * own WBE3 contract (on Base they are the same token).
 */
export function createPriceProvider(settings: TokenPriceSettings, deps: { wbe3Token: string; http: HttpClient }): TokenPriceProvider {
  if (settings.provider === "sandbox") return sandboxPrice();
  return geckoTerminalPrice({
    apiUrl: settings.apiUrl,
    network: settings.network,
    tokenAddress: settings.tokenAddress ?? deps.wbe3Token,
    http: deps.http,
  });
}
