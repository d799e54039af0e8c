import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getRadioTracks(signal?: AbortSignal) {
  return callApi("GET /api/radio/tracks", {}, { signal });
}

/** Loaded once per page: the queue is shuffled from it and kept in the radio store. */
export function useRadioTracks() {
  return useQuery({ queryKey: ["radio", "tracks"], queryFn: ({ signal }) => getRadioTracks(signal), staleTime: Infinity });
}
