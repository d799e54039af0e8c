import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getMyUploads(signal?: AbortSignal) {
  return callApi("GET /api/uploads/mine", {}, { signal });
}

export const myUploadsQueryKey = ["uploads", "mine"] as const;

export function myUploadsQueryOptions() {
  return queryOptions({ queryKey: myUploadsQueryKey, queryFn: ({ signal }) => getMyUploads(signal) });
}

export function useMyUploads() {
  return useQuery(myUploadsQueryOptions());
}
