import { formatUnits } from "viem";

/**
 * What a WBE3 balance is worth at `usd` per token. A float is fine here: the figure is an
 * approximation shown with "≈", never an amount anyone pays.
 */
export function wbe3UsdValue(raw: string, decimals: number, usd: number): number {
  return Number(formatUnits(BigInt(raw), decimals)) * usd;
}
