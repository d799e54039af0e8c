import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeaturedResponse } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/featured", () => {
  it("returns the five spotlight items in order, one music item with 235 tracks", async () => {
    const res = await t.request("/api/featured");
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as FeaturedResponse;
    expect(items).toHaveLength(5);
    expect(items.filter((i) => i.trackCount === 235)).toEqual([expect.objectContaining({ type: "music" })]);
    for (const item of items) {
      expect(item.imageUrl).toMatch(/^\/media\//);
      expect(item.price).toMatch(/^[0-9]+$/);
    }
    expect(items.some((i) => i.listenUrl?.startsWith("https://"))).toBe(true);
  });
});
