import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getOwnedNfts(address: string, signal?: AbortSignal) {
  return callApi("GET /api/wallets/:address/nfts", { params: { address } }, { signal });
}

export function ownedNftsQueryOptions(address: string) {
  return queryOptions({ queryKey: ["wallet", address.toLowerCase(), "nfts"], queryFn: ({ signal }) => getOwnedNfts(address, signal) });
}

export function useOwnedNfts(address: string | null) {
  return useQuery({ ...ownedNftsQueryOptions(address ?? ""), enabled: address !== null });
}
