import type { SignInResponse, SiweRequest } from "@wbe3/domain";
import { apiPost } from "@/lib/api-client";

/** POST /api/auth/siwe: signs in as the wallet (with a role), or links it to the signed-in account (without). */
export function postSiwe(request: SiweRequest): Promise<SignInResponse> {
  return apiPost<SignInResponse>("/api/auth/siwe", request);
}
