import { describe, expect, it } from "vitest";
import { TIER_IDS, tierById, TIERS } from "./constants.ts";

describe("tiers", () => {
  it("offers a 3-day free trial, then Basic and Pro by the year", () => {
    expect(tierById("trial")).toMatchObject({ priceWbe3: 0, days: 3 });
    expect(tierById("basic")).toMatchObject({ priceWbe3: 120, period: "year" });
    expect(tierById("pro")).toMatchObject({ priceWbe3: 999, period: "year" });
  });

  it("lists each tier once, in display order", () => {
    expect(TIERS.map((tier) => tier.id)).toEqual([...TIER_IDS]);
  });
});
