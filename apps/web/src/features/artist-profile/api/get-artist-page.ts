import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getArtistPage(username: string, signal?: AbortSignal) {
  return callApi("GET /api/artists/:username", { params: { username } }, { signal });
}

export function artistPageQueryOptions(username: string) {
  return queryOptions({ queryKey: ["artists", "page", username.toLowerCase()], queryFn: ({ signal }) => getArtistPage(username, signal) });
}

export function useArtistPage(username: string) {
  return useQuery(artistPageQueryOptions(username));
}
