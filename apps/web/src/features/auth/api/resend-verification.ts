import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

/** The answer is the same for every address, so it reveals neither members nor who is verified. */
export function resendVerification(email: string) {
  return callApi("POST /api/auth/verify-email/resend", { body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
