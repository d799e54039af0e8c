import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OwnedNftsResponse } from "@wbe3/domain";
import { apiGet } from "@/lib/api-client";

export function getOwnedNfts(address: string, signal?: AbortSignal): Promise<OwnedNftsResponse> {
  return apiGet<OwnedNftsResponse>(`/api/wallets/${encodeURIComponent(address)}/nfts`, { signal });
}

export function ownedNftsQueryOptions(address: string) {
  return queryOptions({ queryKey: ["wallet", address.toLowerCase(), "nfts"], queryFn: ({ signal }) => getOwnedNfts(address, signal) });
}

export function useOwnedNfts(address: string | null) {
  return useQuery({ ...ownedNftsQueryOptions(address ?? ""), enabled: address !== null });
}
