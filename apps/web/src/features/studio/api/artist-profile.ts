import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ArtistProfileInput } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

export function getArtistProfile(signal?: AbortSignal) {
  return callApi("GET /api/artist/profile", {}, { signal });
}

export function saveArtistProfile(input: ArtistProfileInput) {
  return callApi("PUT /api/artist/profile", { body: input });
}

export const artistProfileQueryKey = ["artist", "profile"] as const;

export function artistProfileQueryOptions() {
  return queryOptions({ queryKey: artistProfileQueryKey, queryFn: ({ signal }) => getArtistProfile(signal) });
}

export function useArtistProfile() {
  return useQuery(artistProfileQueryOptions());
}

export function useSaveArtistProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArtistProfile,
    onSuccess: (data) => {
      queryClient.setQueryData(artistProfileQueryKey, data);
    },
  });
}
