import type { SiweRequest } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** POST /api/auth/siwe: signs in as the wallet (with a role), or links it to the signed-in account (without). */
export function postSiwe(request: SiweRequest) {
  return callApi("POST /api/auth/siwe", { body: request });
}
