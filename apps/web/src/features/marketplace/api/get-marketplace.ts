import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { isMarketplaceFilter, type MarketplaceFilter } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

export interface MarketplaceFilters {
  /** Already trimmed; empty means no search. */
  q: string;
  category: MarketplaceFilter;
}

export function parseCategory(value: string | null): MarketplaceFilter {
  return isMarketplaceFilter(value) ? value : "all";
}

/** The filters a /marketplace URL asks for, as the page requests them on its first render. */
export function marketplaceFiltersFrom(search: URLSearchParams): MarketplaceFilters {
  return { q: (search.get("q") ?? "").trim(), category: parseCategory(search.get("category")) };
}

export function getMarketplacePage(filters: MarketplaceFilters & { cursor?: string | null }, signal?: AbortSignal) {
  const query = { q: filters.q, category: filters.category === "all" ? null : filters.category, cursor: filters.cursor };
  return callApi("GET /api/marketplace", { query }, { signal });
}

export function marketplaceQueryOptions(filters: MarketplaceFilters) {
  return infiniteQueryOptions({
    queryKey: ["marketplace", filters.q, filters.category],
    queryFn: ({ pageParam, signal }) => getMarketplacePage({ ...filters, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useMarketplace(filters: MarketplaceFilters) {
  // Old results stay on screen (dimmed) while a new search loads, so the grid does not collapse.
  return useInfiniteQuery({ ...marketplaceQueryOptions(filters), placeholderData: keepPreviousData });
}
