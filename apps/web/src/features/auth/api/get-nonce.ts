import type { NonceResponse } from "@wbe3/domain";
import { apiGet } from "@/lib/api-client";

/** A fresh single-use nonce for one Sign-In with Ethereum message. Never cached. */
export function getNonce(): Promise<NonceResponse> {
  return apiGet<NonceResponse>("/api/auth/nonce");
}
