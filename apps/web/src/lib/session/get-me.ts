import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MeResponse } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

export type { MeResponse };

/** Anonymous visitors get `{ user: null, role: null, home: "/" }`. */
export const ANONYMOUS_ME: MeResponse = { user: null, role: null, home: "/" };

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return callApi("GET /api/auth/me", {}, { signal });
}

export const meQueryKey = ["auth", "me"] as const;

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
