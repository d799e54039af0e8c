import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction, ShouldRevalidateFunction } from "react-router";
import { marketplaceFiltersFrom, marketplaceQueryOptions } from "@/features/marketplace/api/get-marketplace";

/**
 * Data a page will ask for on its first render, requested while its code is still loading (the
 * router runs a route's loader alongside its lazy module). Never awaited: navigation does not
 * wait for data, and a failed prefetch is simply asked again by the page. Only on entering the
 * route (see `prefetchOnEntry`): once the page is there, it asks for its own data.
 */
export function routePrefetchers(queryClient: QueryClient): Record<string, LoaderFunction> {
  return {
    marketplace: ({ request }) => {
      // A failed prefetch is not an error here: the page asks again and shows its own failure.
      queryClient.infiniteQuery(marketplaceQueryOptions(marketplaceFiltersFrom(new URL(request.url).searchParams))).catch(() => undefined);
      return null;
    },
  };
}

/** Prefetch loaders run when the route is entered, not again for its own search-param changes. */
export const prefetchOnEntry: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;
