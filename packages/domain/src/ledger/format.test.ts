import { describe, expect, it } from "vitest";
import { formatAssetAmount } from "./format.ts";

describe("formatAssetAmount", () => {
  it("reads each asset's smallest unit as a person reads the asset", () => {
    expect(formatAssetAmount("WBE3", 1_000n * 10n ** 18n)).toBe("1,000.00 WBE3");
    expect(formatAssetAmount("USD", "100000")).toBe("$1,000.00");
    expect(formatAssetAmount("USD", -1500n)).toBe("-$15.00");
    expect(formatAssetAmount("XAU", "1000")).toBe("1.000 g");
    expect(formatAssetAmount("XAG", "25")).toBe("0.025 g");
  });
});
