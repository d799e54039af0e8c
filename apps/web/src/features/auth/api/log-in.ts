import { useMutation } from "@tanstack/react-query";
import type { LoginInput, SignInResponse } from "@wbe3/domain";
import { apiPost } from "@/lib/api-client";

export function logIn(input: LoginInput): Promise<SignInResponse> {
  return apiPost<SignInResponse>("/api/auth/login", input);
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
