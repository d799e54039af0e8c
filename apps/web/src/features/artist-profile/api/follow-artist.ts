import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ArtistPage, FollowState } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";
import { artistPageQueryOptions } from "./get-artist-page";
import { followStateQueryOptions } from "./get-follow-state";

export function setFollowing(username: string, follow: boolean): Promise<FollowState> {
  return callApi(follow ? "PUT /api/artists/:username/follow" : "DELETE /api/artists/:username/follow", { params: { username } });
}

/** Follows or unfollows the artist; the artist page's (and embed card's) cached figures take the server's answer. */
export function useSetFollowing(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(username, follow),
    onSuccess: (state) => {
      queryClient.setQueryData(artistPageQueryOptions(username).queryKey, (page: ArtistPage | undefined) =>
        page ? { ...page, ...state } : page,
      );
      queryClient.setQueryData(followStateQueryOptions(username).queryKey, state);
    },
  });
}
