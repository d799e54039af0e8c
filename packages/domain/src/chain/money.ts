import { AppError } from "../shared/errors.ts";
import { BASE_CHAIN } from "./chain.ts";
import { DISPLAY, WBE3_DECIMALS } from "../shared/constants.ts";

const BASE_UNITS = /^-?\d+$/;
const DECIMAL_AMOUNT = /^(\d*)(?:\.(\d*))?$/;
const MAX_UINT256 = 2n ** 256n - 1n;

function toBigInt(value: string | bigint): bigint {
  if (typeof value === "bigint") return value;
  if (!BASE_UNITS.test(value)) throw new AppError("bad_request", `Not an integer amount: ${value}`);
  return BigInt(value);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Integer base units → "1,234.56". All in bigint so large balances keep every digit.
 * Extra digits are cut, not rounded: a balance never shows more than the wallet can spend.
 */
export function formatUnitsFixed(value: string | bigint, decimals: number, fractionDigits: number): string {
  const amount = toBigInt(value);
  const sign = amount < 0n ? "-" : "";
  const magnitude = amount < 0n ? -amount : amount;
  const scale = 10n ** BigInt(decimals);
  const whole = groupThousands((magnitude / scale).toString());
  const fraction = (magnitude % scale).toString().padStart(decimals, "0").padEnd(fractionDigits, "0");
  const shown = fraction.slice(0, fractionDigits);
  return fractionDigits === 0 ? `${sign}${whole}` : `${sign}${whole}.${shown}`;
}

export function formatWbe3(baseUnits: string | bigint, fractionDigits: number = DISPLAY.tokenDecimals): string {
  return formatUnitsFixed(baseUnits, WBE3_DECIMALS, fractionDigits);
}

/**
 * Every digit of a WBE3 amount (trailing zeros dropped, at least two decimals): money received is
 * shown to the unit, never rounded away ("12.1875", "3.00").
 */
export function formatWbe3Exact(baseUnits: string | bigint): string {
  const full = formatUnitsFixed(baseUnits, WBE3_DECIMALS, WBE3_DECIMALS);
  const [whole, fraction = ""] = full.split(".");
  return `${whole ?? "0"}.${fraction.replace(/0+$/, "").padEnd(2, "0")}`;
}

export function formatEth(wei: string | bigint, fractionDigits: number = DISPLAY.ethDecimals): string {
  return formatUnitsFixed(wei, BASE_CHAIN.nativeCurrency.decimals, fractionDigits);
}

/** "12.5" → base units. Throws AppError("bad_request") with a message fit to show under a field. */
export function parseUnitsStrict(decimal: string, decimals: number, symbol: string): bigint {
  const text = decimal.trim();
  if (text.startsWith("-")) throw new AppError("bad_request", "Amount cannot be negative");
  const match = DECIMAL_AMOUNT.exec(text);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!match || whole + fraction === "") {
    throw new AppError("bad_request", `Enter a ${symbol} amount such as 12.5`);
  }
  if (fraction.length > decimals) {
    throw new AppError("bad_request", `${symbol} amounts have at most ${decimals} decimal places`);
  }
  const amount = BigInt(whole || "0") * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
  if (amount > MAX_UINT256) throw new AppError("bad_request", `${symbol} amount is too large`);
  return amount;
}

export function parseWbe3(decimal: string): bigint {
  return parseUnitsStrict(decimal, WBE3_DECIMALS, "WBE3");
}

// Fixed locale so server and browser render the same text.
const usdFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const subCentUsdFormat = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

/** "$1,234.50"; amounts under a cent keep their digits so a 0.0045 token price stays readable. */
export function formatUsd(amount: number): string {
  const tiny = amount !== 0 && Math.abs(amount) < 0.01;
  return (tiny ? subCentUsdFormat : usdFormat).format(amount);
}

export function formatUsdCents(cents: number): string {
  return usdFormat.format(cents / 100);
}
