import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TierId } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** One cached membership for /tiers, the studio's Tiers tab and the dashboards. */
export const membershipQueryKey = ["tiers", "me"] as const;

export const membershipQueryOptions = () =>
  queryOptions({ queryKey: membershipQueryKey, queryFn: ({ signal }) => callApi("GET /api/tiers/me", {}, { signal }) });

export function useMembership() {
  return useQuery(membershipQueryOptions());
}

/** `POST /api/tiers/subscriptions`: the trial is granted at once; Basic and Pro answer an order to pay. */
export function subscribe(tier: TierId) {
  return callApi("POST /api/tiers/subscriptions", { body: { tier } });
}
