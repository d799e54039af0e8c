import { queryOptions, useQuery } from "@tanstack/react-query";
import { TOKEN_PRICE_POLL_MS } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

export function getTokenPrice(signal?: AbortSignal) {
  return callApi("GET /api/token/price", {}, { signal });
}

export function tokenPriceQueryOptions() {
  return queryOptions({
    queryKey: ["token", "price"],
    queryFn: ({ signal }) => getTokenPrice(signal),
    // The server keeps the price for as long, so asking more often would show nothing new.
    refetchInterval: TOKEN_PRICE_POLL_MS,
  });
}

export function useTokenPrice() {
  return useQuery(tokenPriceQueryOptions());
}
