import { z } from "zod";
import { parseUnitsStrict } from "../chain/money.ts";
import { ASSET_SCALE, type LedgerAsset } from "../ledger/ledger.ts";
import { BPS_DENOMINATOR, HONEY_DROP_FEE_BPS } from "../shared/constants.ts";

/** How long a quote holds its price. */
export const QUOTE_TTL_SECONDS = 30;

export const EXCHANGE_ASSETS = ["WBE3", "USD"] as const satisfies readonly LedgerAsset[];
export const METALS = ["XAU", "XAG"] as const satisfies readonly LedgerAsset[];
export type Metal = (typeof METALS)[number];
export const METAL_SIDES = ["buy", "sell"] as const;

/** SPEC §9's Honey Drop fee on what the user gives, rounded up to the unit; booked to the fees account. */
export function honeyDropFee(amount: bigint): bigint {
  const denominator = BigInt(BPS_DENOMINATOR);
  return (amount * BigInt(HONEY_DROP_FEE_BPS) + denominator - 1n) / denominator;
}

/** The token's price as integer millionths of a dollar, so conversions stay in integers. */
export function microUsd(usd: number): bigint {
  return BigInt(Math.round(usd * 1_000_000));
}

/** WBE3 base units → cents at a price, rounded down (the platform never pays out a fraction). */
export function wbe3ToCents(baseUnits: bigint, priceMicroUsd: bigint): bigint {
  return (baseUnits * priceMicroUsd) / (ASSET_SCALE.WBE3 * 10_000n);
}

/** Cents → WBE3 base units at a price, rounded down. */
export function centsToWbe3(cents: bigint, priceMicroUsd: bigint): bigint {
  return (cents * 10_000n * ASSET_SCALE.WBE3) / priceMicroUsd;
}

/** What `milligrams` of a metal cost at a price per gram in cents: rounded up when the user pays, down when paid. */
export function metalValue(milligrams: bigint, centsPerGram: bigint, rounding: "up" | "down"): bigint {
  const exact = milligrams * centsPerGram;
  return rounding === "up" ? (exact + 999n) / 1000n : exact / 1000n;
}

const DECIMALS: Readonly<Record<LedgerAsset, number>> = { WBE3: 18, USD: 2, XAU: 3, XAG: 3 };

/** An amount the user typed ("100", "15.50", "1.5") in the asset's smallest unit, or why it is not one. */
function readAmount(text: string, asset: LedgerAsset, label: string): bigint | string {
  try {
    const units = parseUnitsStrict(text, DECIMALS[asset], label);
    return units > 0n ? units : "Enter an amount greater than zero.";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export const exchangeQuoteBody = z
  .object({ from: z.enum(EXCHANGE_ASSETS), to: z.enum(EXCHANGE_ASSETS), amount: z.string().min(1).max(40) })
  .refine((body) => body.from !== body.to, { message: "Choose two different currencies.", path: ["to"] })
  .transform((body, ctx) => {
    const amount = readAmount(body.amount, body.from, body.from);
    if (typeof amount === "string") {
      ctx.addIssue({ code: "custom", message: amount, path: ["amount"] });
      return z.NEVER;
    }
    return { from: body.from, to: body.to, amount };
  });

export const metalsQuoteBody = z
  .object({ metal: z.enum(METALS), side: z.enum(METAL_SIDES), grams: z.string().min(1).max(20) })
  .transform((body, ctx) => {
    const milligrams = readAmount(body.grams, body.metal, "Grams");
    if (typeof milligrams === "string") {
      ctx.addIssue({ code: "custom", message: milligrams, path: ["grams"] });
      return z.NEVER;
    }
    return { metal: body.metal, side: body.side, milligrams };
  });

export const quoteIdBody = z.object({ quoteId: z.uuid("That quote does not exist.") });
