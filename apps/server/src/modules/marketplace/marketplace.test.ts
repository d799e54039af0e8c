import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketplaceListings } from "@wbe3/db";
import { marketplaceFilters, type ApiErrorBody, type MarketplacePage } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function page(query: string): Promise<MarketplacePage> {
  const res = await t.request(`/api/marketplace${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MarketplacePage;
}

async function badRequest(query: string): Promise<string> {
  const res = await t.request(`/api/marketplace${query}`);
  expect(res.status).toBe(400);
  const body = (await res.json()) as ApiErrorBody;
  expect(body.error.code).toBe("bad_request");
  return body.error.message;
}

describe("GET /api/marketplace", () => {
  it("lists the seven sample items newest first with prices in base units", async () => {
    const { items, nextCursor } = await page("");
    expect(items).toHaveLength(7);
    expect(nextCursor).toBeNull();
    expect(items[0]?.title).toBe("Midnight Frequencies");
    expect(items[0]?.price).toBe("50000000000000000");
    // Each under a chip of the marketplace; which chips there are is the areas' (read from the registry).
    for (const item of items) expect(marketplaceFilters()).toContain(item.category);
    expect(new Set(items.map((i) => i.category)).size).toBe(6);
    for (const item of items) expect(BigInt(item.price)).toBeGreaterThan(0n);
  });

  it("searches title, artist and description case-insensitively", async () => {
    expect((await page("?q=MIDNIGHT")).items.map((i) => i.title)).toEqual(["Midnight Frequencies"]);
    expect((await page("?q=atelier%20soleil")).items.map((i) => i.title)).toEqual(["Honeycomb Signet Ring"]);
    expect((await page("?q=soundproofed")).items.map((i) => i.title)).toEqual(["Lakeside Studio Loft"]);
  });

  it("treats % and _ in a search as plain characters", async () => {
    expect((await page("?q=%25")).items).toEqual([]);
    expect((await page("?q=_")).items).toEqual([]);
  });

  it("filters by category and combines it with search", async () => {
    const music = await page("?category=music");
    expect(music.items.every((i) => i.category === "music")).toBe(true);
    expect(music.items).toHaveLength(2);
    expect((await page("?category=music&q=rooftop")).items.map((i) => i.title)).toEqual(["Golden Hour Sessions"]);
    expect((await page("?category=cars&q=rooftop")).items).toEqual([]);
    expect((await page("?category=all")).items).toHaveLength(7);
  });

  it("pages with a cursor without skipping or repeating an item", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: MarketplacePage = await page(`?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(next.items.length).toBeLessThanOrEqual(3);
      seen.push(...next.items.map((i) => i.id));
      cursor = next.nextCursor;
    } while (cursor);
    const all = (await page("?limit=100")).items.map((i) => i.id);
    expect(seen).toEqual(all);
  });

  it("does not show withdrawn listings", async () => {
    await t.db.insert(marketplaceListings).values({
      kind: "work",
      title: "Withdrawn Thing",
      sellerName: "Nobody",
      category: "art",
      price: 1n,
      active: false,
    });
    expect((await page("?q=withdrawn")).items).toEqual([]);
  });

  it("rejects bad parameters with a clear message and the error shape", async () => {
    expect(await badRequest("?limit=0")).toMatch(/limit/);
    expect(await badRequest("?limit=101")).toMatch(/limit/);
    expect(await badRequest("?limit=abc")).toMatch(/limit/);
    expect(await badRequest("?category=boats")).toMatch(/category/);
    expect(await badRequest(`?q=${"x".repeat(101)}`)).toMatch(/q|search/i);
    expect(await badRequest("?cursor=not-a-cursor")).toMatch(/cursor/);
    expect(await badRequest(`?cursor=${Buffer.from("s-1").toString("base64url")}`)).toMatch(/cursor/);
  });
});
