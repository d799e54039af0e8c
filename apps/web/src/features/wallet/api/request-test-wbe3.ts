import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { walletBalanceQueryKey } from "./get-wallet-balance";

/** Local mode's faucet: test WBE3 minted to the signed-in user's linked wallet. */
export function requestTestWbe3() {
  return callApi("POST /api/dev/faucet");
}

export function useRequestTestWbe3() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTestWbe3,
    // The new balance is on chain once the faucet answers.
    onSuccess: (sent) => queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey(sent.to) }),
  });
}
