import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getArtists(signal?: AbortSignal) {
  return callApi("GET /api/artists", {}, { signal });
}

export function artistsQueryOptions() {
  return queryOptions({ queryKey: ["artists", "verified"], queryFn: ({ signal }) => getArtists(signal) });
}

export function useArtists() {
  return useQuery(artistsQueryOptions());
}
