import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getArtistByWallet(address: string, signal?: AbortSignal) {
  return callApi("GET /api/artists/by-wallet/:address", { params: { address } }, { signal });
}

export function artistByWalletQueryOptions(address: string) {
  return queryOptions({
    queryKey: ["artists", "by-wallet", address.toLowerCase()],
    queryFn: ({ signal }) => getArtistByWallet(address, signal),
  });
}

export function useArtistByWallet(address: string | null) {
  return useQuery({ ...artistByWalletQueryOptions(address ?? ""), enabled: address !== null });
}
