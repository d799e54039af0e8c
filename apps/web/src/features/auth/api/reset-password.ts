import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function resetPassword(input: { token: string; password: string }) {
  return callApi("POST /api/auth/password-reset/confirm", { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
