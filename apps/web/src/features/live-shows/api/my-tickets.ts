import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Cart, ShowWatch } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/**
 * A fan's side of a show's tickets (decision 0035): the tickets their wallet holds, the stream
 * they may watch, and buying tickets through the cart. Keys carry the signed-in user, since what
 * these answer changes with who asks.
 */
const myTicketsKey = (userId: string | null) => ["live-shows", "my-tickets", userId] as const;
const watchKey = (id: string, userId: string | null) => ["live-shows", "watch", id, userId] as const;
/** The cart feature's key for `GET /api/cart`: the header's cart shows what this adds without asking again. */
const CART_KEY = ["cart"] as const;
/** A signed stream link is asked for again this long before it expires. */
export const WATCH_RENEW_BEFORE_MS = 30_000;
const WATCH_RENEW_MIN_MS = 1_000;

export function getMyShowTickets(signal?: AbortSignal) {
  return callApi("GET /api/shows/mine/tickets", {}, { signal });
}

/** The shows whose tickets the signed-in wallet holds now; visitors have none (not asked). */
export function useMyShowTickets(userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: myTicketsKey(userId),
      queryFn: ({ signal }) => getMyShowTickets(signal),
      enabled: userId !== null,
    }),
  );
}

export function getShowWatch(id: string, signal?: AbortSignal) {
  return callApi("GET /api/shows/:id/watch", { params: { id } }, { signal });
}

/** When to ask for a fresh link: shortly before the one held expires; never for a link that does not. */
export function renewWatchIn(answer: ShowWatch | undefined, now = Date.now()): number | false {
  if (!answer?.expiresAt) return false;
  return Math.max(WATCH_RENEW_MIN_MS, Date.parse(answer.expiresAt) - now - WATCH_RENEW_BEFORE_MS);
}

/** Where to play a ticketed show for this viewer, renewed before its signed link expires. */
export function useShowWatch(id: string, userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: watchKey(id, userId),
      queryFn: ({ signal }) => getShowWatch(id, signal),
      // A refusal (sold on, cancelled) ends the renewals; the answer it replaced is not renewed.
      refetchInterval: (query) => (query.state.status === "error" ? false : renewWatchIn(query.state.data)),
      refetchIntervalInBackground: true,
    }),
  );
}

/**
 * Puts the show's ticket listing in the cart with this quantity (adding it again sets the
 * quantity). The cart feature keeps its own hook to itself, so this calls the cart's endpoint
 * and hands the answer to the cart's cache.
 */
export function addTicketsToCart({ listingId, quantity }: { listingId: string; quantity: number }) {
  return callApi("POST /api/cart/items", { body: { listingId, quantity } });
}

export function useAddTicketsToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTicketsToCart,
    onSuccess: (cart: Cart) => queryClient.setQueryData(CART_KEY, cart),
  });
}
