import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UploadRecord } from "@wbe3/domain";
import { apiGet } from "@/lib/api-client";

export function getMyUploads(signal?: AbortSignal): Promise<{ uploads: UploadRecord[] }> {
  return apiGet<{ uploads: UploadRecord[] }>("/api/uploads/mine", { signal });
}

export const myUploadsQueryKey = ["uploads", "mine"] as const;

export function myUploadsQueryOptions() {
  return queryOptions({ queryKey: myUploadsQueryKey, queryFn: ({ signal }) => getMyUploads(signal) });
}

export function useMyUploads() {
  return useQuery(myUploadsQueryOptions());
}
