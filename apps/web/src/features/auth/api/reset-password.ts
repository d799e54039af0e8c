import { useMutation } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";

export function resetPassword(input: { token: string; password: string }): Promise<{ reset: true }> {
  return apiPost<{ reset: true }>("/api/auth/password-reset/confirm", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
