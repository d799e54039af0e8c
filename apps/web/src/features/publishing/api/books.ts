import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReviewBookInput, SubmitBookInput } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** The membership (its `publishing` part says locked, unlocked or included); the same cache as the tiers pages. */
export const membershipQueryKey = ["tiers", "me"] as const;
export const myBooksQueryKey = ["publishing", "books"] as const;
export const reviewQueueQueryKey = ["publishing", "reviews"] as const;

export function useMembership() {
  return useQuery(queryOptions({ queryKey: membershipQueryKey, queryFn: ({ signal }) => callApi("GET /api/tiers/me", {}, { signal }) }));
}

export function useMyBooks(enabled = true) {
  return useQuery({
    queryKey: myBooksQueryKey,
    queryFn: ({ signal }) => callApi("GET /api/artist/books", {}, { signal }),
    enabled,
  });
}

/** `POST /api/artist/publishing/unlock`: an order of 198 WBE3 to pay. */
export function createUnlockOrder() {
  return callApi("POST /api/artist/publishing/unlock", {});
}

/** Submits a new book, or resubmits a rejected one (`id`); the list is read again either way. */
export function useSubmitBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: SubmitBookInput }) =>
      id ? callApi("PUT /api/artist/books/:id", { params: { id }, body }) : callApi("POST /api/artist/books", { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBooksQueryKey }),
  });
}

export function useReviewQueue() {
  return useQuery({ queryKey: reviewQueueQueryKey, queryFn: ({ signal }) => callApi("GET /api/admin/reviews", {}, { signal }) });
}

/** An admin's decision; the queue (and the marketplace, for an approval) is read again. */
export function useReviewBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewBookInput }) => callApi("POST /api/admin/reviews/:id", { params: { id }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["marketplace"] }),
      ]),
  });
}
