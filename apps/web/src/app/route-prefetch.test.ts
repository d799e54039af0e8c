import { afterEach, describe, expect, it, vi } from "vitest";
import { marketplaceQueryOptions } from "@/features/marketplace/api/get-marketplace";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { createTestQueryClient } from "@/test/render-app";
import { routePrefetchers } from "./route-prefetch";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("route prefetch", () => {
  it("asks for the marketplace page the URL describes, under the key the page reads, without waiting", async () => {
    const api = stubFetch(() => jsonResponse({ items: [], nextCursor: null }));
    const queryClient = createTestQueryClient();
    const marketplace = routePrefetchers(queryClient).marketplace;
    if (!marketplace) throw new Error("no marketplace prefetch");

    marketplace(new URLSearchParams("q=%20honey%20&category=art"));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(marketplaceQueryOptions({ q: "honey", category: "art" }).queryKey)).toBeDefined(),
    );
    const requested = api.urlsFor("/api/marketplace");
    expect(requested.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ q: "honey", category: "art" }]);
  });

  it("reads an unknown category as all", async () => {
    stubFetch(() => jsonResponse({ items: [], nextCursor: null }));
    const queryClient = createTestQueryClient();
    routePrefetchers(queryClient).marketplace?.(new URLSearchParams("category=boats"));
    await vi.waitFor(() => expect(queryClient.getQueryData(marketplaceQueryOptions({ q: "", category: "all" }).queryKey)).toBeDefined());
  });

  it("leaves a failed request to the page, which asks again and shows the failure", async () => {
    stubFetch(() => jsonResponse({ error: { code: "unavailable", message: "Down" } }, 503));
    const queryClient = createTestQueryClient();
    routePrefetchers(queryClient).marketplace?.(new URLSearchParams());
    const key = marketplaceQueryOptions({ q: "", category: "all" }).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe("error"));
  });
});
