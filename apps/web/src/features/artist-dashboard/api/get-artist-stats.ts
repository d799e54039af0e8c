import { queryOptions, useQuery } from "@tanstack/react-query";
import { REFRESH_INTERVAL_MS } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

export function getArtistStats(signal?: AbortSignal) {
  return callApi("GET /api/artist/stats", {}, { signal });
}

/** The stats card's figures, refreshed while the dashboard is open. */
export function useArtistStats() {
  return useQuery(
    queryOptions({
      queryKey: ["artist", "stats"],
      queryFn: ({ signal }) => getArtistStats(signal),
      refetchInterval: REFRESH_INTERVAL_MS,
    }),
  );
}
