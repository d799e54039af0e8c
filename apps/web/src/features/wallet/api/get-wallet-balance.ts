import { queryOptions, useQuery } from "@tanstack/react-query";
import { REFRESH_INTERVAL_MS, REFRESH_RETRY_BASE_MS } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** Tries after a failed read before the card says so (SPEC 9: 200 ms, then doubling). */
const BALANCE_RETRIES = 3;

export function getWalletBalance(address: string, signal?: AbortSignal) {
  return callApi("GET /api/wallets/:address/balance", { params: { address } }, { signal });
}

export function walletBalanceQueryKey(address: string) {
  return ["wallet", address.toLowerCase(), "balance"] as const;
}

export function walletBalanceQueryOptions(address: string) {
  return queryOptions({
    queryKey: walletBalanceQueryKey(address),
    queryFn: ({ signal }) => getWalletBalance(address, signal),
    refetchInterval: REFRESH_INTERVAL_MS,
    retry: BALANCE_RETRIES,
    retryDelay: (failures) => REFRESH_RETRY_BASE_MS * 2 ** failures,
  });
}

export function useWalletBalance(address: string | null) {
  return useQuery({ ...walletBalanceQueryOptions(address ?? ""), enabled: address !== null });
}
