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
} from "./selling-registry.ts";
import { SELLING_AREAS } from "./selling.ts";

// Read from the catalogue, never listed here: an area that starts selling edits no test but its own.
describe("the areas in the catalogue", () => {
  it("are registered whole: every category, listing kind, payment order kind and revenue source they declare", () => {
    for (const area of SELLING_AREAS) {
      for (const category of area.categories ?? []) {
        expect(categoryLabel(category.id), area.area).toBe(category.label);
        expect(isMarketplaceFilter(category.id), `${area.area}: ${category.id} is a chip`).toBe(category.filter);
      }
      for (const kind of area.listingKinds ?? []) expect(listingKindOf(kind.kind), area.area).toBe(kind);
      for (const kind of area.orderKinds ?? []) expect(orderKindOf(kind.kind), area.area).toBe(kind);
      for (const source of area.revenueSources ?? []) expect(revenueSourceLabel(source.id), area.area).toBe(source.label);
    }
  });

  it("list every category in registration order, and the chips after All", () => {
    const categories = SELLING_AREAS.flatMap((area) => area.categories ?? []);
    expect(listingCategories()).toEqual(categories.map((category) => category.id));
    expect(marketplaceFilters()).toEqual(["all", ...categories.filter((category) => category.filter).map((category) => category.id)]);
  });

  it("leave the cart to commerce: it is neither a listing kind nor a payment order kind", () => {
    expect(listingKindOf("cart")).toBeUndefined();
    expect(orderKindOf("cart")).toBeUndefined();
    expect(revenueSourceLabel("unheard")).toBe("unheard");
    expect(categoryLabel("all")).toBe("All");
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
    registerSellingArea({
      area: "scratch-first",
      categories: [{ id: "scratch-first-cat", label: "First", filter: true }],
      listingKinds: [
        {
          kind: "scratch-first-kind",
          label: "First",
          categories: ["scratch-first-cat"],
          deliveries: ["none"],
          revenueSource: "scratch-first-paid",
        },
      ],
      revenueSources: [{ id: "scratch-first-paid", label: "First sales" }],
    });
    const before = listingCategories();
    expect(() =>
      registerSellingArea({
        area: "copy",
        categories: [{ id: "fresh", label: "Fresh", filter: true }],
        listingKinds: [
          {
            kind: "scratch-first-kind",
            label: "Copy",
            categories: ["scratch-first-cat"],
            deliveries: ["none"],
            revenueSource: "scratch-first-paid",
          },
        ],
      }),
    ).toThrow('Selling area "copy": listing kind "scratch-first-kind" is already registered');
    expect(() => registerSellingArea({ area: "cart", orderKinds: [{ kind: "cart", label: "Cart" }] })).toThrow('order kind "cart"');
    expect(() => registerSellingArea({ area: "again", categories: [{ id: "scratch-first-cat", label: "Again", filter: true }] })).toThrow(
      'category "scratch-first-cat"',
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
        listingKinds: [{ kind: "lost", label: "Lost", categories: ["nowhere"], deliveries: ["none"], revenueSource: "scratch-first-paid" }],
      }),
    ).toThrow('names unknown category "nowhere"');
    expect(() =>
      registerSellingArea({
        area: "unpaid",
        listingKinds: [
          { kind: "unpaid", label: "Unpaid", categories: ["scratch-first-cat"], deliveries: ["none"], revenueSource: "nobody" },
        ],
      }),
    ).toThrow('names unknown revenue source "nobody"');
    expect(listingCategories()).toEqual(before);
    expect(listingKindOf("lost")).toBeUndefined();
    expect(categoryLabel("fresh")).toBe("fresh");
  });
});

describe("what an area leaves out, or names wrongly", () => {
  it("registers an area that declares only a payment order kind, adding no category, chip or listing kind", () => {
    const [categories, filters] = [listingCategories(), marketplaceFilters()];
    registerSellingArea({ area: "scratch-fees-only", orderKinds: [{ kind: "scratch-fee-only", label: "Fee" }] });
    expect([listingCategories(), marketplaceFilters()]).toEqual([categories, filters]);
    expect(orderKindOf("scratch-fee-only")?.label).toBe("Fee");
  });

  it("refuses a revenue source another area declared", () => {
    registerSellingArea({ area: "scratch-source-owner", revenueSources: [{ id: "scratch-owned-source", label: "Owned" }] });
    expect(() =>
      registerSellingArea({ area: "scratch-source-copy", revenueSources: [{ id: "scratch-owned-source", label: "Copy" }] }),
    ).toThrow('Selling area "scratch-source-copy": revenue source "scratch-owned-source" is already registered');
  });

  it("refuses a listing kind naming a category or source its own area does not declare, beside ones it does", () => {
    const area = (categories: string[], revenueSource: string) => ({
      area: "scratch-misnamed",
      categories: [{ id: "scratch-misnamed-cat", label: "Own", filter: false }],
      listingKinds: [{ kind: "scratch-misnamed-kind", label: "Kind", categories, deliveries: ["none"] as const, revenueSource }],
      revenueSources: [{ id: "scratch-misnamed-paid", label: "Own sales" }],
    });
    expect(() => registerSellingArea(area(["scratch-nobodys-cat"], "scratch-misnamed-paid"))).toThrow(
      'listing kind "scratch-misnamed-kind" names unknown category "scratch-nobodys-cat"',
    );
    expect(() => registerSellingArea(area(["scratch-misnamed-cat"], "scratch-nobodys-paid"))).toThrow(
      'listing kind "scratch-misnamed-kind" names unknown revenue source "scratch-nobodys-paid"',
    );
    expect(listingKindOf("scratch-misnamed-kind")).toBeUndefined();
  });

  it("takes only a string for a marketplace filter", () => {
    expect(isMarketplaceFilter("all")).toBe(true);
    expect(isMarketplaceFilter(["all"])).toBe(false);
  });
});
