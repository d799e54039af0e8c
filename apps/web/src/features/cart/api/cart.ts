import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AddToCartInput, Cart } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

export const cartQueryKey = ["cart"] as const;

export function getCart(signal?: AbortSignal) {
  return callApi("GET /api/cart", {}, { signal });
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal) });
}

/** The signed-in user's cart; visitors have none (the API answers 401). */
export function useCart({ enabled }: { enabled: boolean }) {
  return useQuery({ ...cartQueryOptions(), enabled });
}

export function addToCart(input: AddToCartInput) {
  return callApi("POST /api/cart/items", { body: input });
}

export function removeFromCart(listingId: string) {
  return callApi("DELETE /api/cart/items/:listingId", { params: { listingId } });
}

/** Each change answers the whole cart, which replaces the cached one. */
function useCartChange<Input>(change: (input: Input) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart) => {
      queryClient.setQueryData(cartQueryKey, cart);
    },
  });
}

export const useAddToCart = () => useCartChange(addToCart);
export const useRemoveFromCart = () => useCartChange(removeFromCart);
