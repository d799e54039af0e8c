import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OutboxMail } from "@wbe3/domain";
import { apiGet } from "@/lib/api-client";

export interface OutboxResponse {
  mails: OutboxMail[];
}

export function getOutbox(signal?: AbortSignal): Promise<OutboxResponse> {
  return apiGet<OutboxResponse>("/api/dev/outbox", { signal });
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
