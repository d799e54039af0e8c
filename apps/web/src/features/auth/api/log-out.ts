import type { MeResponse } from "@wbe3/domain";
import { apiPost } from "@/lib/api-client";

export function postLogOut(): Promise<MeResponse> {
  return apiPost<MeResponse>("/api/auth/logout");
}
