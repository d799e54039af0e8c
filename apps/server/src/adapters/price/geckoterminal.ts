import { z } from "zod";
import { AppError, PRICE_SERVICE_NO_PRICE, PRICE_SERVICE_UNREACHABLE, priceServiceAnswered } from "@wbe3/domain";
import type { HttpClient } from "../http/http-client.ts";
import type { TokenPriceProvider } from "./provider.ts";

export interface GeckoTerminalOptions {
  /** The API's base, e.g. https://api.geckoterminal.com/api/v2. */
  apiUrl: string;
  /** GeckoTerminal's network id ("base"). */
  network: string;
  tokenAddress: string;
  http: HttpClient;
}

// Only what we read: the price per token address, as a decimal string (null when unknown).
const tokenPriceResponse = z.object({
  data: z.object({
    attributes: z.object({ token_prices: z.record(z.string(), z.string().nullable()) }),
  }),
});

/** GeckoTerminal's simple token price endpoint: the DEX-traded USD price of WBE3 on its network. */
export function geckoTerminalPrice({ apiUrl, network, tokenAddress, http }: GeckoTerminalOptions): TokenPriceProvider {
  const base = apiUrl.endsWith("/") ? apiUrl : `${apiUrl}/`;
  const url = new URL(`simple/networks/${encodeURIComponent(network)}/token_price/${encodeURIComponent(tokenAddress)}`, base);
  const wanted = tokenAddress.toLowerCase();
  return {
    source: "geckoterminal",
    async usdPrice(signal) {
      let res: Response;
      try {
        res = await http.request(url, { headers: { accept: "application/json" }, signal });
      } catch (cause) {
        throw new AppError("unavailable", PRICE_SERVICE_UNREACHABLE, { cause });
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new AppError("unavailable", priceServiceAnswered(res.status));
      }
      const parsed = tokenPriceResponse.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new AppError("unavailable", PRICE_SERVICE_NO_PRICE);
      const prices = Object.entries(parsed.data.data.attributes.token_prices);
      const text = prices.find(([address]) => address.toLowerCase() === wanted)?.[1];
      const usd = text ? Number(text) : Number.NaN;
      if (!Number.isFinite(usd) || usd <= 0) throw new AppError("unavailable", PRICE_SERVICE_NO_PRICE);
      return usd;
    },
  };
}
