import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getOutbox(signal?: AbortSignal) {
  return callApi("GET /api/dev/outbox", {}, { signal });
}

export function outboxQueryOptions() {
  return queryOptions({
    queryKey: ["dev", "outbox"],
    queryFn: ({ signal }) => getOutbox(signal),
    // New mail arrives from other tabs (sign-up, reset), so never trust an old list.
    staleTime: 0,
  });
}

export function useOutbox({ enabled }: { enabled: boolean }) {
  return useQuery({ ...outboxQueryOptions(), enabled });
}
