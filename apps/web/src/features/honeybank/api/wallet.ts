import { useRef } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AppError, type WalletCreationInput } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

const HONEYBANK_KEY = ["honeybank"] as const;
const WALLET_KEY = [...HONEYBANK_KEY, "wallet"] as const;

/** My HoneyBank wallet, or null while I have none. */
export function walletQueryOptions() {
  return queryOptions({
    queryKey: WALLET_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await callApi("GET /api/honeybank/account", {}, { signal });
      } catch (error) {
        if (error instanceof AppError && error.reason === "wallet_not_created") return null;
        throw error;
      }
    },
  });
}

/** Asked only for a signed-in user: a visitor has no wallet to ask about. */
export function useWallet(signedIn: boolean) {
  return useQuery({ ...walletQueryOptions(), enabled: signedIn });
}

export function useStatement() {
  return useQuery({
    queryKey: [...HONEYBANK_KEY, "statement"],
    queryFn: ({ signal }) => callApi("GET /api/honeybank/ledger", { query: { limit: 20 } }, { signal }),
  });
}

/**
 * Creates the wallet. One Idempotency-Key per form submission: a retry of the same submission
 * (after a network failure) sends the same key, so the wallet is created and credited once.
 */
export function useCreateWallet() {
  const queryClient = useQueryClient();
  const pending = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (form: WalletCreationInput) => {
      const body = JSON.stringify(form);
      if (pending.current?.body !== body) pending.current = { body, key: crypto.randomUUID() };
      return callApi("POST /api/honeybank/accounts", { body: form }, { idempotencyKey: pending.current.key });
    },
    onSuccess: async (wallet) => {
      pending.current = null;
      queryClient.setQueryData(WALLET_KEY, wallet);
      await queryClient.invalidateQueries({ queryKey: [...HONEYBANK_KEY, "statement"] });
    },
  });
}

export function useAnalytics() {
  return useQuery({
    queryKey: [...HONEYBANK_KEY, "analytics"],
    queryFn: ({ signal }) => callApi("GET /api/honeybank/analytics", {}, { signal }),
  });
}
