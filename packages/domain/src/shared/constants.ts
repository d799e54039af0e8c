const SECOND_MS = 1000;

/** Deploy-time default only: at run time the contract's fee is the single source (DESIGN 1). */
export const MINT_FEE_WEI = 10n ** 15n;
/** Per ticket; a mint of n tickets costs n times this. Same caveat as MINT_FEE_WEI. */
export const TICKET_FEE_WEI = 10n ** 15n;

export const COPYRIGHT_OFFICE_FEE_USD_CENTS = 4500;

export const TIER_IDS = ["trial", "basic", "pro"] as const;
export type TierId = (typeof TIER_IDS)[number];

export interface Tier {
  id: TierId;
  label: string;
  /** Whole WBE3 tokens, not base units. */
  priceWbe3: number;
  period: "trial" | "year";
  days: number;
}

export const TIERS: readonly Tier[] = [
  { id: "trial", label: "Free Trial", priceWbe3: 0, period: "trial", days: 3 },
  { id: "basic", label: "Basic", priceWbe3: 120, period: "year", days: 365 },
  { id: "pro", label: "Pro", priceWbe3: 999, period: "year", days: 365 },
];

export function tierById(id: TierId): Tier {
  const tier = TIERS.find((candidate) => candidate.id === id);
  if (!tier) throw new RangeError(`Unknown tier: ${id}`);
  return tier;
}

export const PUBLISHING_UNLOCK = { usdCentsPerYear: 9900, wbe3: 198 } as const;

/** 2 %, in basis points so fee maths stays in integers. */
export const HONEY_DROP_FEE_BPS = 200;
export const BPS_DENOMINATOR = 10_000;

export const SIMULATED_CARD_TRANSACTION = { amountCents: 1500, rewardWbe3: 15 } as const;

export const STARTING_WALLET_BALANCE_WBE3 = 1000;

/** Balance and stats. */
export const REFRESH_INTERVAL_MS = 30 * SECOND_MS;
export const CAROUSEL_INTERVAL_MS = 10 * SECOND_MS;
export const CAROUSEL_FADE_MS = 300;
/** First retry delay; each further retry doubles it. */
export const REFRESH_RETRY_BASE_MS = 200;
export const CONNECT_REDIRECT_DELAY_MS = 1000;

export const WBE3_DECIMALS = 18;

export const DISPLAY = {
  tokenDecimals: 2,
  ethDecimals: 4,
  storeListCount: 4,
  storefrontTagCount: 3,
  activityShown: 5,
  activityFetched: 10,
  spotlightCount: 5,
  sampleMarketplaceCount: 7,
} as const;

export const TOASTS = {
  durationMs: 4000,
  visible: 3,
  widthPx: 356,
  gapPx: 14,
  position: "bottom-right",
  swipeThresholdPx: 20,
  hotkey: ["altKey", "KeyT"],
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const CHAIN_CLIENT = {
  pollingIntervalMs: 4000,
  cacheTimeMs: 250,
  batchWaitMs: 10,
  batchSize: 100,
} as const;
