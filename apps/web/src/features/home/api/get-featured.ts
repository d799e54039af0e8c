import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getFeatured(signal?: AbortSignal) {
  return callApi("GET /api/featured", {}, { signal });
}

export function featuredQueryOptions() {
  return queryOptions({
    queryKey: ["featured"],
    queryFn: ({ signal }) => getFeatured(signal),
    staleTime: 5 * 60_000,
  });
}

export function useFeatured() {
  return useQuery(featuredQueryOptions());
}
