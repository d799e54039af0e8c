import { useMutation } from "@tanstack/react-query";
import type { LoginInput } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

export function logIn(input: LoginInput) {
  return callApi("POST /api/auth/login", { body: input });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
