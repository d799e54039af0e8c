const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Shown (as an estimate) only when no real price is at hand; never used to settle a payment (SPEC 8, 9). */
export const TOKEN_PRICE_FALLBACK_USD = 0.0045;
/** How long the server keeps a price before asking the price service again. */
export const TOKEN_PRICE_CACHE_MS = 30 * SECOND_MS;
/** How often an open wallet card asks for the price (SPEC 9). */
export const TOKEN_PRICE_POLL_MS = 30 * SECOND_MS;
/**
 * While the price service fails, the last real price stands in for this long; after that the
 * fallback is shown as an estimate rather than a price that may have moved a lot.
 */
export const TOKEN_PRICE_STALE_MAX_MS = 5 * MINUTE_MS;

/** `source` of a price from the local provider, which the UI labels "Sandbox" (DESIGN 9). */
export const SANDBOX_PRICE_SOURCE = "sandbox";
/** `source` of the fallback price, always flagged `estimate: true`. */
export const FALLBACK_PRICE_SOURCE = "fallback";

/** Whole WBE3 the local faucet sends per request. */
export const FAUCET_AMOUNT_WBE3 = 100;

/** What a new demo account (local chain only) starts with: whole WBE3 to buy with, and ETH for gas. */
export const DEMO_ACCOUNT_WBE3 = 1000;
export const DEMO_ACCOUNT_ETH = 10;
