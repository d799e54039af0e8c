import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateProductInput, PatchProductInput } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

const myProductsKey = ["store", "products", "mine"] as const;
const storeOrdersKey = ["store", "orders"] as const;

export function getMyProducts(signal?: AbortSignal) {
  return callApi("GET /api/artist/products", {}, { signal });
}

/** The signed-in artist's products, newest first. */
export function useMyProducts() {
  return useQuery(queryOptions({ queryKey: myProductsKey, queryFn: ({ signal }) => getMyProducts(signal) }));
}

export function createProduct(input: CreateProductInput) {
  return callApi("POST /api/artist/products", { body: input });
}

export function patchProduct({ id, patch }: { id: string; patch: PatchProductInput }) {
  return callApi("PATCH /api/artist/products/:id", { params: { id }, body: patch });
}

/** A product change refreshes the list and the marketplace (the product is listed there). */
function useProductChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myProductsKey }),
        queryClient.invalidateQueries({ queryKey: ["marketplace"] }),
      ]),
  });
}

export const useCreateProduct = () => useProductChange(createProduct);
export const usePatchProduct = () => useProductChange(patchProduct);

export function getArtistProducts(username: string, signal?: AbortSignal) {
  return callApi("GET /api/artists/:username/products", { params: { username } }, { signal });
}

/** An artist's products as visitors see them (never drafts). */
export function useArtistProducts(username: string) {
  return useQuery(
    queryOptions({
      queryKey: ["store", "products", "artist", username],
      queryFn: ({ signal }) => getArtistProducts(username, signal),
      enabled: username !== "",
    }),
  );
}

export function getStoreOrders(signal?: AbortSignal) {
  return callApi("GET /api/artist/store/orders", {}, { signal });
}

/** Paid order lines of the artist's products, to ship. */
export function useStoreOrders() {
  return useQuery(queryOptions({ queryKey: storeOrdersKey, queryFn: ({ signal }) => getStoreOrders(signal) }));
}

export function shipOrder(orderId: string) {
  return callApi("POST /api/artist/store/orders/:orderId/ship", { params: { orderId } });
}

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeOrdersKey }),
  });
}
