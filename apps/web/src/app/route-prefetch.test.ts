import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { marketplaceQueryOptions } from "@/features/marketplace/api/get-marketplace";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { createTestQueryClient } from "@/test/render-app";
import { prefetchOnEntry, routePrefetchers } from "./route-prefetch";

afterEach(() => {
  vi.unstubAllGlobals();
});

function loaderArgs(url: string): LoaderFunctionArgs {
  return { request: new Request(url), params: {}, context: undefined } as LoaderFunctionArgs;
}

describe("route prefetch", () => {
  it("asks for the marketplace page the URL describes, under the key the page reads, without waiting", async () => {
    const api = stubFetch(() => jsonResponse({ items: [], nextCursor: null }));
    const queryClient = createTestQueryClient();
    const marketplace = routePrefetchers(queryClient).marketplace;
    if (!marketplace) throw new Error("no marketplace prefetch");

    expect(await marketplace(loaderArgs("http://localhost/marketplace?q=%20honey%20&category=art"))).toBeNull();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(marketplaceQueryOptions({ q: "honey", category: "art" }).queryKey)).toBeDefined(),
    );
    const requested = api.urlsFor("/api/marketplace");
    expect(requested.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ q: "honey", category: "art" }]);
  });

  it("reads an unknown category as all", async () => {
    stubFetch(() => jsonResponse({ items: [], nextCursor: null }));
    const queryClient = createTestQueryClient();
    await routePrefetchers(queryClient).marketplace?.(loaderArgs("http://localhost/marketplace?category=boats"));
    await vi.waitFor(() => expect(queryClient.getQueryData(marketplaceQueryOptions({ q: "", category: "all" }).queryKey)).toBeDefined());
  });

  it("runs on entering the route, not again when the page changes its own search params", () => {
    const move = (from: string, to: string) =>
      prefetchOnEntry({ currentUrl: new URL(from), nextUrl: new URL(to), defaultShouldRevalidate: true } as ShouldRevalidateFunctionArgs);
    expect(move("http://localhost/", "http://localhost/marketplace")).toBe(true);
    expect(move("http://localhost/marketplace", "http://localhost/marketplace?category=books")).toBe(false);
  });
});
