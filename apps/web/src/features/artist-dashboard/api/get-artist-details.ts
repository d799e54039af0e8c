import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { REFRESH_INTERVAL_MS } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** The stats card's revenue split by source and month (the same payouts it sums). */
export function useSellerRevenue() {
  return useQuery(
    queryOptions({
      queryKey: ["seller", "revenue"],
      queryFn: ({ signal }) => callApi("GET /api/seller/revenue", {}, { signal }),
      refetchInterval: REFRESH_INTERVAL_MS,
    }),
  );
}

/** The artist's followers, newest first, a page at a time. */
export function useArtistFollowers() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["artist", "followers"],
      queryFn: ({ pageParam, signal }) =>
        callApi("GET /api/artist/followers", { query: pageParam === null ? {} : { cursor: pageParam } }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}

/** The artist's own marketplace listings (the Marketplace tab). */
export function useSellerListings() {
  return useQuery(
    queryOptions({ queryKey: ["seller", "listings"], queryFn: ({ signal }) => callApi("GET /api/seller/listings", {}, { signal }) }),
  );
}

/** The artist's uploads, under the studio's query key so both views share one cache entry. */
export function useOwnUploads() {
  return useQuery(
    queryOptions({ queryKey: ["uploads", "mine"] as const, queryFn: ({ signal }) => callApi("GET /api/uploads/mine", {}, { signal }) }),
  );
}
