import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getFollowState(username: string, signal?: AbortSignal) {
  return callApi("GET /api/artists/:username/follow", { params: { username } }, { signal });
}

export function followStateQueryOptions(username: string) {
  return queryOptions({
    queryKey: ["artists", "follow", username.toLowerCase()],
    queryFn: ({ signal }) => getFollowState(username, signal),
  });
}

/** Whether the signed-in user follows the artist, and the count (asked only when signed in: visitors get 401). */
export function useFollowState(username: string, signedIn: boolean) {
  return useQuery({ ...followStateQueryOptions(username), enabled: signedIn });
}
