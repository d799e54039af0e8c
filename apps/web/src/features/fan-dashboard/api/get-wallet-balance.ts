import { queryOptions, useQuery } from "@tanstack/react-query";
import { REFRESH_INTERVAL_MS } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

export function getWalletBalance(address: string, signal?: AbortSignal) {
  return callApi("GET /api/wallets/:address/balance", { params: { address } }, { signal });
}

export function walletBalanceQueryOptions(address: string) {
  return queryOptions({
    queryKey: ["wallet", address.toLowerCase(), "balance"],
    queryFn: ({ signal }) => getWalletBalance(address, signal),
    refetchInterval: REFRESH_INTERVAL_MS,
  });
}

export function useWalletBalance(address: string | null) {
  return useQuery({ ...walletBalanceQueryOptions(address ?? ""), enabled: address !== null });
}
