import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ArtistProfile, ArtistProfileInput } from "@wbe3/domain";
import { apiGet, apiPut } from "@/lib/api-client";

interface ProfileResponse {
  profile: ArtistProfile | null;
}

export function getArtistProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return apiGet<ProfileResponse>("/api/artist/profile", { signal });
}

export function saveArtistProfile(input: ArtistProfileInput): Promise<{ profile: ArtistProfile }> {
  return apiPut<{ profile: ArtistProfile }>("/api/artist/profile", input);
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
