/** Where the platform token's USD price comes from (DESIGN 9: a DEX price API, or the local sandbox). */
export interface TokenPriceProvider {
  /** Names the origin in the price answer; the local provider's "sandbox" is labelled Sandbox in the UI. */
  readonly source: string;
  /** WBE3 in US dollars now. Rejects when the service cannot say; it never makes a price up. */
  usdPrice(signal?: AbortSignal): Promise<number>;
}

/** TOKEN_PRICE_* as env.ts reads them. */
export type TokenPriceSettings =
  { provider: "sandbox" } | { provider: "geckoterminal"; apiUrl: string; network: string; tokenAddress: string | undefined };
