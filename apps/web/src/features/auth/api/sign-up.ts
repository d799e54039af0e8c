import { useMutation } from "@tanstack/react-query";
import type { SignupInput } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

export function signUp(input: SignupInput) {
  return callApi("POST /api/auth/signup", { body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
