import { z } from "zod";

/** The platform token's price in US dollars, as `GET /api/token/price` answers it. */
export const tokenPriceAnswer = z.object({
  usd: z.number().positive(),
  /** Where the price came from: the DEX price service's name, "sandbox" (local) or "fallback". */
  source: z.string(),
  /** When the price was read (ISO 8601). */
  updatedAt: z.string(),
  /** True for the fallback price: shown as "(estimate)", never a quote. */
  estimate: z.boolean(),
});
export type TokenPrice = z.output<typeof tokenPriceAnswer>;

/** What the local faucet sent: WBE3 base units (decimal string) to the wallet, in one transaction. */
export const faucetAnswer = z.object({
  to: z.string(),
  amount: z.string(),
  txHash: z.string(),
});
export type FaucetResponse = z.output<typeof faucetAnswer>;

/** A new demo account funded on the local chain: WBE3 and ETH (base units, decimal strings) and the mint's transaction. */
export const demoAccountAnswer = z.object({
  address: z.string(),
  wbe3: z.string(),
  eth: z.string(),
  txHash: z.string(),
});
export type DemoAccountFunded = z.output<typeof demoAccountAnswer>;
