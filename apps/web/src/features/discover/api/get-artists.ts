import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getArtistsPage(cursor: string | null, signal?: AbortSignal) {
  return callApi("GET /api/artists", { query: { cursor } }, { signal });
}

/** Discover's pages: each answer names the cursor of the next one, null on the last. */
export function artistsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ["artists", "directory"],
    queryFn: ({ pageParam, signal }) => getArtistsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useArtists() {
  return useInfiniteQuery(artistsQueryOptions());
}
