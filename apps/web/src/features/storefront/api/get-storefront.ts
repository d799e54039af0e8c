import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StorefrontItem } from "@wbe3/domain";
import { apiGet } from "@/lib/api-client";

export function getStorefront(signal?: AbortSignal): Promise<{ items: StorefrontItem[] }> {
  return apiGet<{ items: StorefrontItem[] }>("/api/storefront", { signal });
}

export function storefrontQueryOptions() {
  return queryOptions({ queryKey: ["storefront"], queryFn: ({ signal }) => getStorefront(signal) });
}

export function useStorefront() {
  return useQuery(storefrontQueryOptions());
}
