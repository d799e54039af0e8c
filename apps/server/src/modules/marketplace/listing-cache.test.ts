import { describe, expect, it, vi } from "vitest";
import type { MarketplacePage } from "@wbe3/domain";
import { createListingCache } from "./listing-cache.ts";

const pageOf = (title: string): MarketplacePage => ({
  items: [
    {
      id: title,
      title,
      seller: { id: null, name: "A", kind: "artist" },
      description: "",
      price: "1",
      category: "art",
      imageUrl: null,
      tags: [],
      isMinted: false,
      left: null,
      maxPerWallet: null,
      presaleEndsAt: null,
      createdAt: "2026-01-01T00:00:00.000Z",
    },
  ],
  nextCursor: null,
});

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("listing cache", () => {
  it("answers a repeated request from memory until the entry expires", async () => {
    const time = clock();
    const cache = createListingCache({ ttlMs: 1000, now: time.now });
    const load = vi.fn(() => Promise.resolve(pageOf("first")));
    await cache.get("k", load);
    time.advance(999);
    await cache.get("k", load);
    expect(load).toHaveBeenCalledOnce();
    time.advance(1);
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("lets identical requests that arrive together share one load", async () => {
    const cache = createListingCache();
    let finish: (page: MarketplacePage) => void = () => undefined;
    const load = vi.fn(() => new Promise<MarketplacePage>((resolve) => (finish = resolve)));
    const answers = Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    finish(pageOf("shared"));
    expect((await answers).map((page) => page.items[0]?.title)).toEqual(["shared", "shared", "shared"]);
    expect(load).toHaveBeenCalledOnce();
  });

  it("forgets everything when the listings change", async () => {
    const cache = createListingCache();
    await cache.get("k", () => Promise.resolve(pageOf("before")));
    cache.invalidate();
    expect((await cache.get("k", () => Promise.resolve(pageOf("after")))).items[0]?.title).toBe("after");
  });

  it("does not keep a failure", async () => {
    const cache = createListingCache();
    await expect(cache.get("k", () => Promise.reject(new Error("database unavailable")))).rejects.toThrow("database unavailable");
    expect((await cache.get("k", () => Promise.resolve(pageOf("recovered")))).items[0]?.title).toBe("recovered");
  });

  it("keeps at most maxEntries answers, dropping the one refreshed longest ago", async () => {
    const cache = createListingCache({ maxEntries: 2 });
    const load = vi.fn(() => Promise.resolve(pageOf("x")));
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
