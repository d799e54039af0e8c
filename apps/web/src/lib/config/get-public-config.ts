import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getPublicConfig(signal?: AbortSignal) {
  return callApi("GET /api/config", {}, { signal });
}

export const publicConfigQueryKey = ["config"] as const;

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: publicConfigQueryKey,
    queryFn: ({ signal }) => getPublicConfig(signal),
    // The chain, contracts and mode do not change while a page is open.
    staleTime: Infinity,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
