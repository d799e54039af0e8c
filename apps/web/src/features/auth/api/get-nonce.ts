import { callApi } from "@/lib/api-client";

/** A fresh single-use nonce for one Sign-In with Ethereum message. Never cached. */
export function getNonce() {
  return callApi("GET /api/auth/nonce");
}
