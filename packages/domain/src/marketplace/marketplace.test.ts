import { describe, expect, it } from "vitest";
import { filterStorefront, marketplaceQuerySchema, matchesStorefront, visibleTags } from "./marketplace.ts";
import { SELLING_AREAS } from "../catalogue/selling.ts";
import { categoryLabel, marketplaceFilters, registerSellingArea } from "../catalogue/selling-registry.ts";
import { parseTags } from "../shared/text.ts";

const single = { id: "1", title: "Golden Hour", artistName: "Queen Bee", description: "A summer single", category: "music" };
const items = [
  single,
  { id: "2", title: "Diamond Ring", artistName: "Gem Works", description: "Hand-cut stones", category: "jewelry" },
  { id: "3", title: "Skyline", artistName: "Urban Lens", description: null, category: "art" },
];

describe("storefront search", () => {
  it("matches the title, the artist name and the description, ignoring case", () => {
    expect(filterStorefront(items, "GOLDEN", "all").map((item) => item.id)).toEqual(["1"]);
    expect(filterStorefront(items, "gem works", "all").map((item) => item.id)).toEqual(["2"]);
    expect(filterStorefront(items, "Hand-CUT", "all").map((item) => item.id)).toEqual(["2"]);
  });

  it("treats a blank query as no query", () => {
    expect(filterStorefront(items, "   ", "all")).toHaveLength(3);
  });

  it("keeps only the chosen category, and everything for all", () => {
    expect(filterStorefront(items, "", "art").map((item) => item.id)).toEqual(["3"]);
    expect(filterStorefront(items, "", "cars")).toEqual([]);
    expect(filterStorefront(items, "", "all")).toHaveLength(3);
  });

  it("needs both the query and the category to match", () => {
    expect(matchesStorefront(single, "golden", "jewelry")).toBe(false);
    expect(matchesStorefront(single, "golden", "music")).toBe(true);
  });

  it("does not match text that is nowhere in the item", () => {
    expect(filterStorefront(items, "zebra", "all")).toEqual([]);
  });
});

describe("tags", () => {
  it("shows the first three tags only", () => {
    expect(visibleTags(["a", "b", "c", "d"])).toEqual(["a", "b", "c"]);
    expect(visibleTags(["a"])).toEqual(["a"]);
  });

  it("parses comma-separated input", () => {
    expect(parseTags(" rap, soul,,rap ,  ")).toEqual(["rap", "soul"]);
    expect(parseTags("")).toEqual([]);
  });
});

// The marketplace names no area: its chips are whatever the areas declare, read from the registry.
registerSellingArea({ area: "scratch-harbour", categories: [{ id: "scratch-boats", label: "Boats", filter: true }] });

describe("categories", () => {
  it("offers All, then each category an area declares as a filter chip, in registration order, labelled by it", () => {
    const declared = [...SELLING_AREAS, { categories: [{ id: "scratch-boats", label: "Boats", filter: true }] }].flatMap(
      (area) => area.categories ?? [],
    );
    const chips = declared.filter((category) => category.filter);
    expect(marketplaceFilters()).toEqual(["all", ...chips.map((category) => category.id)]);
    expect(marketplaceFilters().map(categoryLabel)).toEqual(["All", ...chips.map((category) => category.label)]);
  });
});

describe("marketplaceQuerySchema", () => {
  const parse = (input: unknown) => marketplaceQuerySchema.safeParse(input);
  const firstMessage = (input: unknown) => parse(input).error?.issues[0]?.message;

  it("fills defaults for an empty query string", () => {
    expect(parse({}).data).toEqual({ category: "all", limit: 24 });
    expect(parse({ q: "", limit: "", cursor: "", category: "" }).data).toEqual({ category: "all", limit: 24 });
  });

  it("trims the search and coerces the limit from text", () => {
    expect(parse({ q: "  gold  ", category: "scratch-boats", limit: "50", cursor: "abc" }).data).toEqual({
      q: "gold",
      category: "scratch-boats",
      limit: 50,
      cursor: "abc",
    });
    expect(parse({ q: "   " }).data?.q).toBeUndefined();
  });

  it("accepts the limit bounds", () => {
    expect(parse({ limit: "1" }).data?.limit).toBe(1);
    expect(parse({ limit: "100" }).data?.limit).toBe(100);
  });

  it.each(["0", "101", "-5", "2.5", "ten"])("rejects limit %s with a clear message", (limit) => {
    expect(firstMessage({ limit })).toBe("limit must be between 1 and 100");
  });

  it("rejects a search over 100 characters after trimming", () => {
    expect(parse({ q: ` ${"a".repeat(100)} ` }).success).toBe(true);
    expect(firstMessage({ q: "a".repeat(101) })).toBe("q must be at most 100 characters");
  });

  it("rejects an unknown category", () => {
    expect(firstMessage({ category: "boats" })).toBe(`category must be one of ${marketplaceFilters().join(", ")}`);
    expect(firstMessage({ category: "boats" })).toContain(", scratch-boats");
    expect(parse({ category: "Boats" }).success).toBe(false);
  });

  it("rejects an overlong cursor", () => {
    expect(parse({ cursor: "c".repeat(200) }).success).toBe(true);
    expect(firstMessage({ cursor: "c".repeat(201) })).toBe("cursor must be at most 200 characters");
  });

  it("rejects repeated parameters instead of guessing", () => {
    expect(parse({ q: ["a", "b"] }).success).toBe(false);
  });
});
