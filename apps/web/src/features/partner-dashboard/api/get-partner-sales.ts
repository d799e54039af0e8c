import { queryOptions, useQuery } from "@tanstack/react-query";
import { REFRESH_INTERVAL_MS } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** The partner's own listings with what each sold: their sales. */
export function usePartnerListings() {
  return useQuery(
    queryOptions({ queryKey: ["seller", "listings"], queryFn: ({ signal }) => callApi("GET /api/seller/listings", {}, { signal }) }),
  );
}

/** WBE3 the partner received from verified payouts, by source. */
export function usePartnerRevenue() {
  return useQuery(
    queryOptions({
      queryKey: ["seller", "revenue"],
      queryFn: ({ signal }) => callApi("GET /api/seller/revenue", {}, { signal }),
      refetchInterval: REFRESH_INTERVAL_MS,
    }),
  );
}
