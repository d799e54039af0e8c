import { describe, expect, it } from "vitest";
import { categoryLabel, isMarketplaceFilter, listingCategories, listingKindOf } from "../catalogue/selling-registry.ts";
import { PRODUCT_LISTING_KIND } from "./selling.ts";

describe("what the store sells", () => {
  it("products, shipped, paid out as store orders", () => {
    expect(listingKindOf(PRODUCT_LISTING_KIND)).toMatchObject({ deliveries: ["physical"], revenueSource: "store" });
  });

  it("merch: a category a listing may carry, shown under All rather than as a chip of its own", () => {
    expect(listingCategories()).toContain("merch");
    expect(categoryLabel("merch")).toBe("Merch");
    expect(isMarketplaceFilter("merch")).toBe(false);
  });
});
