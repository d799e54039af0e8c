import type { QueryClient } from "@tanstack/react-query";
import type { PagePrefetch } from "./lazy-page";

/**
 * Data a page will ask for on its first render, requested while its code is still loading (see
 * `lazyPage`: only then, since a page whose code is there asks for its own data at once). Never
 * awaited: a failed prefetch is simply asked again by the page, which shows its own failure.
 *
 * The request's own module comes in a small chunk of its own (the page's chunk imports the same
 * one), so the first screen does not carry it and the request still leaves before the page's code
 * has arrived.
 */
export function routePrefetchers(queryClient: QueryClient): Record<string, PagePrefetch> {
  return {
    marketplace: (searchParams) => {
      import("@/features/marketplace/api/get-marketplace")
        .then(({ marketplaceFiltersFrom, marketplaceQueryOptions }) =>
          queryClient.infiniteQuery(marketplaceQueryOptions(marketplaceFiltersFrom(searchParams))),
        )
        .catch(() => undefined);
    },
  };
}
