import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getListingCollectors(listingId: string, signal?: AbortSignal) {
  return callApi("GET /api/marketplace/listings/:id/collectors", { params: { id: listingId } }, { signal });
}

export function listingCollectorsQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: ["marketplace", "listing", listingId, "collectors"],
    queryFn: ({ signal }) => getListingCollectors(listingId, signal),
  });
}

export function useListingCollectors(listingId: string) {
  return useQuery(listingCollectorsQueryOptions(listingId));
}
