import { useMutation } from "@tanstack/react-query";
import type { SignInResponse, SignupInput } from "@wbe3/domain";
import { apiPost } from "@/lib/api-client";

export type SignUpResponse = SignInResponse & { message: string };

export function signUp(input: SignupInput): Promise<SignUpResponse> {
  return apiPost<SignUpResponse>("/api/auth/signup", input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
