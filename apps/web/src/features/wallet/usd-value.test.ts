import { describe, expect, it } from "vitest";
import { wbe3UsdValue } from "./usd-value";

describe("wbe3UsdValue", () => {
  it("values a balance in base units at the token price", () => {
    expect(wbe3UsdValue("1000000000000000000000", 18, 0.0045)).toBeCloseTo(4.5, 10);
    expect(wbe3UsdValue("0", 18, 0.0045)).toBe(0);
    expect(wbe3UsdValue("1500000", 6, 2)).toBe(3);
  });
});
