import { AppError, type Metal } from "@wbe3/domain";

/** A metal's price per gram in cents: what the platform sells at (ask) and buys at (bid). */
export interface MetalPrice {
  askCentsPerGram: bigint;
  bidCentsPerGram: bigint;
}

/** Where gold and silver prices come from (DESIGN 9: a configured API in production, a local provider). */
export interface MetalsPriceProvider {
  /** Names the origin; the local provider's "sandbox" is labelled Sandbox in the UI. */
  readonly source: string;
  /** The price now. Rejects when the service cannot say; it never makes a price up. */
  price(metal: Metal, signal?: AbortSignal): Promise<MetalPrice>;
}

/** Local mode's prices: fixed and answered without a network, so every quote and test is repeatable. */
export const SANDBOX_METAL_PRICES: Readonly<Record<Metal, MetalPrice>> = {
  XAU: { askCentsPerGram: 7_500n, bidCentsPerGram: 7_400n },
  XAG: { askCentsPerGram: 95n, bidCentsPerGram: 90n },
};

export function sandboxMetalsPrice(prices: Readonly<Record<Metal, MetalPrice>> = SANDBOX_METAL_PRICES): MetalsPriceProvider {
  return { source: "sandbox", price: (metal) => Promise.resolve(prices[metal]) };
}

/** Where no metals price service is configured: every quote is refused as unavailable, never made up. */
export function unconfiguredMetalsPrice(): MetalsPriceProvider {
  return {
    source: "none",
    price: () => Promise.reject(new AppError("unavailable", "Metal prices are not available right now.", { reason: "unavailable" })),
  };
}
