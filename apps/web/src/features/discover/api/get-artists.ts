import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ArtistProfile } from "@wbe3/domain";
import { apiGet } from "@/lib/api-client";

export function getArtists(signal?: AbortSignal): Promise<{ artists: ArtistProfile[] }> {
  return apiGet<{ artists: ArtistProfile[] }>("/api/artists", { signal });
}

export function artistsQueryOptions() {
  return queryOptions({ queryKey: ["artists", "verified"], queryFn: ({ signal }) => getArtists(signal) });
}

export function useArtists() {
  return useQuery(artistsQueryOptions());
}
