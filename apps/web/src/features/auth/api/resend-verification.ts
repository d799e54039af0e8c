import { useMutation } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";

/** The answer is the same for every address, so it reveals neither members nor who is verified. */
export function resendVerification(email: string): Promise<{ message: string }> {
  return apiPost<{ message: string }>("/api/auth/verify-email/resend", { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
