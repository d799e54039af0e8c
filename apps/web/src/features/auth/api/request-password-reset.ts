import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

/** The answer is the same whether or not the account exists, so it reveals no members. */
export function requestPasswordReset(email: string) {
  return callApi("POST /api/auth/password-reset/request", { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
