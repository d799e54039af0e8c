import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function verifyEmail(token: string) {
  return callApi("POST /api/auth/verify-email", { body: { token } });
}

/**
 * A query rather than a mutation: the link's token is spent by the first request, and the query
 * cache makes sure a page that mounts twice (StrictMode, remounts) sends it only once.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["auth", "verify-email", token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ""), enabled: token !== null });
}
