import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Role } from "@wbe3/domain";
import { apiGet } from "@/lib/api-client";

/** Body of GET /api/auth/me; anonymous visitors get `{ user: null, role: null, home: "/" }`. */
export interface MeResponse {
  user: { id: string; privileged?: boolean } | null;
  role: Role | null;
  home: string;
}

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiGet<MeResponse>("/api/auth/me", { signal });
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
