import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreateDraftInput } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** The studio mint cart as the server keeps it (drafts, oldest first). */
export function draftsQueryOptions() {
  return queryOptions({
    queryKey: ["studio", "drafts"] as const,
    queryFn: ({ signal }) => callApi("GET /api/studio/drafts", {}, { signal }),
  });
}

/** Typed with the answer, so `setQueryData` takes and gives the cart as the server answers it. */
export const draftsQueryKey = draftsQueryOptions().queryKey;

export function useDrafts() {
  return useQuery(draftsQueryOptions());
}

/** `POST /api/studio/drafts`: keeps a checked item whose files are already stored. */
export function createDraft(input: CreateDraftInput) {
  return callApi("POST /api/studio/drafts", { body: input });
}

/** `DELETE /api/studio/drafts/:id`: answers the cart as it is afterwards. */
export function deleteDraft(id: string) {
  return callApi("DELETE /api/studio/drafts/:id", { params: { id } });
}
