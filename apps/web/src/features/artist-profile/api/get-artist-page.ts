import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ArtistPage } from "@wbe3/domain";
import { apiGet } from "@/lib/api-client";

export function getArtistPage(username: string, signal?: AbortSignal): Promise<ArtistPage> {
  return apiGet<ArtistPage>(`/api/artists/${encodeURIComponent(username)}`, { signal });
}

export function artistPageQueryOptions(username: string) {
  return queryOptions({ queryKey: ["artists", "page", username.toLowerCase()], queryFn: ({ signal }) => getArtistPage(username, signal) });
}

export function useArtistPage(username: string) {
  return useQuery(artistPageQueryOptions(username));
}
