import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ArtistProfile } from "@wbe3/domain";
import { apiGet } from "@/lib/api-client";

export function getArtistByWallet(address: string, signal?: AbortSignal): Promise<{ artist: ArtistProfile }> {
  return apiGet<{ artist: ArtistProfile }>(`/api/artists/by-wallet/${encodeURIComponent(address)}`, { signal });
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
