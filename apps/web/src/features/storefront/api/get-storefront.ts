import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getStorefront(signal?: AbortSignal) {
  return callApi("GET /api/storefront", {}, { signal });
}

export function storefrontQueryOptions() {
  return queryOptions({ queryKey: ["storefront"], queryFn: ({ signal }) => getStorefront(signal) });
}

export function useStorefront() {
  return useQuery(storefrontQueryOptions());
}
