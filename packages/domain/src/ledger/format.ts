import { formatUnitsFixed } from "../chain/money.ts";
import type { LedgerAsset } from "./ledger.ts";

/** How each asset is named on screen. */
export const ASSET_LABELS: Readonly<Record<LedgerAsset, string>> = {
  WBE3: "WBE3",
  USD: "US dollars",
  XAU: "Gold",
  XAG: "Silver",
};

/** An amount in the asset's smallest unit, as a person reads it: "1,000.00 WBE3", "$15.00", "1.000 g". */
export function formatAssetAmount(asset: LedgerAsset, units: string | bigint): string {
  if (asset === "USD") {
    const text = formatUnitsFixed(units, 2, 2);
    return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
  }
  if (asset === "WBE3") return `${formatUnitsFixed(units, 18, 2)} WBE3`;
  return `${formatUnitsFixed(units, 3, 3)} g`;
}
