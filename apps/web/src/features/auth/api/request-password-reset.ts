import { useMutation } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";

/** The answer is the same whether or not the account exists, so it reveals no members. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiPost<{ message: string }>("/api/auth/password-reset/request", { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
