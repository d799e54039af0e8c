import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DEMO_ARTIST, DEMO_FEATURED, DEMO_LISTINGS, featuredItems, marketplaceListings, uploads } from "@wbe3/db";
import type { ArtistPage, FeaturedResponse } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const featured = async () => {
  const res = await t.request("/api/featured");
  expect(res.status).toBe(200);
  return ((await res.json()) as FeaturedResponse).items;
};

const catalogCount = async (username: string) =>
  ((await (await t.request(`/api/artists/${username}`)).json()) as ArtistPage).catalog.totalTracks;

const CATALOG_ITEM = DEMO_FEATURED.find((item) => item.trackCount !== null)?.id ?? "";

describe("GET /api/featured", () => {
  it("returns the five spotlight items in order, one of them the headline artist's catalog", async () => {
    const items = await featured();
    expect(items.map((i) => i.id)).toEqual(DEMO_FEATURED.map((i) => i.id));
    expect(items.filter((i) => i.trackCount !== null)).toEqual([expect.objectContaining({ id: CATALOG_ITEM, type: "music" })]);
    for (const item of items) expect(item.imageUrl).toMatch(/^\/media\//);
    expect(items.some((i) => i.listenUrl?.startsWith("https://"))).toBe(true);
  });

  it("counts the catalog item's tracks as the artist's page does, never the seeded figure", async () => {
    const countOnSpotlight = async () => (await featured()).find((i) => i.id === CATALOG_ITEM)?.trackCount;
    expect(await countOnSpotlight()).toBe(await catalogCount(DEMO_ARTIST.username));
    expect(await countOnSpotlight()).toBe(0);

    const track = (title: string, extra: Partial<typeof uploads.$inferInsert> = {}) => ({
      artistId: DEMO_ARTIST.id,
      title,
      artistName: DEMO_ARTIST.name,
      category: "music" as const,
      price: 1n,
      ...extra,
    });
    await t.db
      .insert(uploads)
      .values([track("Spot One"), track("Spot Two"), track("Spot Hidden", { isPublic: false }), track("Spot Art", { category: "art" })]);
    expect(await catalogCount(DEMO_ARTIST.username)).toBe(2);
    expect(await countOnSpotlight()).toBe(2);
  });

  it("shows each spotlighted work's listing as the marketplace has it now, and no price for the catalog or once off sale", async () => {
    const items = await featured();
    expect(items.filter((each) => each.listingId !== null)).toHaveLength(4);
    for (const item of items.filter((each) => each.listingId !== null)) {
      const listing = DEMO_LISTINGS.find((each) => each.id === item.listingId);
      expect([item.title, item.artist, item.price]).toEqual([listing?.title, listing?.sellerName, listing?.price.toString()]);
    }
    expect(items.find((item) => item.id === CATALOG_ITEM)).toMatchObject({ listingId: null, price: null });

    const ring = items.find((item) => item.type === "jewelry");
    await t.db
      .update(marketplaceListings)
      .set({ price: 21n * 10n ** 18n })
      .where(eq(marketplaceListings.id, ring?.listingId ?? ""));
    expect((await featured()).find((item) => item.id === ring?.id)?.price).toBe((21n * 10n ** 18n).toString());
    await t.db
      .update(marketplaceListings)
      .set({ active: false })
      .where(eq(marketplaceListings.id, ring?.listingId ?? ""));
    expect((await featured()).find((item) => item.id === ring?.id)).toMatchObject({ listingId: null, price: null });
  });

  it("keeps the seeded figure for an item whose artist has no profile", async () => {
    const noProfile = DEMO_FEATURED.find((item) => item.artist !== DEMO_ARTIST.name)?.id ?? "";
    await t.db.update(featuredItems).set({ trackCount: 7 }).where(eq(featuredItems.id, noProfile));
    expect((await featured()).find((i) => i.id === noProfile)?.trackCount).toBe(7);
  });
});
