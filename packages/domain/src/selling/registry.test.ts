import { describe, expect, it } from "vitest";
import {
  categoryLabel,
  isMarketplaceFilter,
  listingCategories,
  listingKindOf,
  marketplaceFilters,
  orderKindOf,
  registerSellingArea,
  revenueSourceLabel,
} from "./registry.ts";

describe("the areas that sell today", () => {
  it("declare the listing kinds with their categories, deliveries and revenue sources", () => {
    expect(listingKindOf("work")).toMatchObject({ deliveries: ["transfer721", "transfer1155", "mint1155"], revenueSource: "sale" });
    expect(listingKindOf("book")).toMatchObject({ categories: ["books"], deliveries: ["mint1155"], revenueSource: "sale" });
    expect(listingKindOf("product")).toMatchObject({ categories: ["jewelry", "merch"], deliveries: ["physical"], revenueSource: "store" });
    expect(listingKindOf("cart")).toBeUndefined();
  });

  it("declare the payment order kinds: only the membership may be granted free, once", () => {
    expect(orderKindOf("tier")?.freeGrantUsed).toBe("The free trial has already been used on this account.");
    expect(orderKindOf("publishing_unlock")?.freeGrantUsed).toBeUndefined();
    expect(orderKindOf("tier")?.grantLevel?.({ tier: "pro", change: "start" })).toBe("pro");
    expect(orderKindOf("cart")).toBeUndefined();
  });

  it("name every category and revenue source; merch is listed but not a filter chip", () => {
    expect(listingCategories()).toEqual(["music", "books", "jewelry", "art", "homes", "cars", "merch"]);
    expect(marketplaceFilters()).not.toContain("merch");
    expect(isMarketplaceFilter("merch")).toBe(false);
    expect(categoryLabel("merch")).toBe("Merch");
    expect(["sale", "store", "split", "royalty"].map(revenueSourceLabel)).toEqual(["Sales", "Store orders", "Revenue splits", "Royalties"]);
    expect(revenueSourceLabel("unheard")).toBe("unheard");
  });
});

describe("registering an area", () => {
  it("adds its category as a filter, its kinds and its revenue source", () => {
    registerSellingArea({
      area: "scratch-shows",
      categories: [{ id: "scratch-tickets", label: "Tickets", filter: true }],
      listingKinds: [
        {
          kind: "scratch-ticket",
          label: "Ticket",
          categories: ["scratch-tickets"],
          deliveries: ["mint1155"],
          revenueSource: "scratch-door",
        },
      ],
      orderKinds: [{ kind: "scratch-pass", label: "Season pass" }],
      revenueSources: [{ id: "scratch-door", label: "Door sales" }],
    });
    expect(marketplaceFilters().at(-1)).toBe("scratch-tickets");
    expect(categoryLabel("scratch-tickets")).toBe("Tickets");
    expect(listingKindOf("scratch-ticket")?.revenueSource).toBe("scratch-door");
    expect(orderKindOf("scratch-pass")?.label).toBe("Season pass");
    expect(revenueSourceLabel("scratch-door")).toBe("Door sales");
  });

  it("refuses a kind, category or source that is taken, and one naming what nobody declared — adding nothing", () => {
    const before = listingCategories();
    expect(() =>
      registerSellingArea({
        area: "copy",
        categories: [{ id: "fresh", label: "Fresh", filter: true }],
        listingKinds: [{ kind: "book", label: "Book", categories: ["books"], deliveries: ["mint1155"], revenueSource: "sale" }],
      }),
    ).toThrow('Selling area "copy": listing kind "book" is already registered');
    expect(() => registerSellingArea({ area: "cart", orderKinds: [{ kind: "cart", label: "Cart" }] })).toThrow('order kind "cart"');
    expect(() => registerSellingArea({ area: "again", categories: [{ id: "music", label: "Music", filter: true }] })).toThrow(
      'category "music"',
    );
    expect(() =>
      registerSellingArea({
        area: "twice",
        revenueSources: [
          { id: "x", label: "X" },
          { id: "x", label: "X" },
        ],
      }),
    ).toThrow('revenue source "x"');
    expect(() =>
      registerSellingArea({
        area: "lost",
        listingKinds: [{ kind: "lost", label: "Lost", categories: ["nowhere"], deliveries: ["none"], revenueSource: "sale" }],
      }),
    ).toThrow('names unknown category "nowhere"');
    expect(() =>
      registerSellingArea({
        area: "unpaid",
        listingKinds: [{ kind: "unpaid", label: "Unpaid", categories: ["music"], deliveries: ["none"], revenueSource: "nobody" }],
      }),
    ).toThrow('names unknown revenue source "nobody"');
    expect(listingCategories()).toEqual(before);
    expect(listingKindOf("lost")).toBeUndefined();
  });
});
