import { formatWbe3 } from "@wbe3/domain";

/** Base units as "12.50 WBE3". */
export const wbe3 = (baseUnits: string) => `${formatWbe3(baseUnits, 2)} WBE3`;

/** "2026-11" → "Nov 2026" (the month is UTC, as the server groups it). */
export function monthText(month: string): string {
  const date = new Date(`${month}-01T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? month : date.toLocaleDateString("en-US", { year: "numeric", month: "short", timeZone: "UTC" });
}

/** An ISO time as "Nov 23, 2026". */
export function dayText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}
