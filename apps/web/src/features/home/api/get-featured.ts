import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FeaturedResponse } from "@wbe3/domain";
import { apiGet } from "@/lib/api-client";

export function getFeatured(signal?: AbortSignal): Promise<FeaturedResponse> {
  return apiGet<FeaturedResponse>("/api/featured", { signal });
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
