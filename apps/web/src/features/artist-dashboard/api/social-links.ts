import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SocialLinksInput } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** The same key the studio's profile form uses: both read and refresh one cached profile. */
const artistProfileQueryKey = ["artist", "profile"] as const;

export function useOwnArtistProfile() {
  return useQuery(
    queryOptions({ queryKey: artistProfileQueryKey, queryFn: ({ signal }) => callApi("GET /api/artist/profile", {}, { signal }) }),
  );
}

export function saveSocialLinks(input: SocialLinksInput) {
  return callApi("PUT /api/artist/social-links", { body: input });
}

export function useSaveSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSocialLinks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artistProfileQueryKey }),
  });
}
