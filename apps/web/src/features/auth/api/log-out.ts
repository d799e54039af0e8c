import { callApi } from "@/lib/api-client";

export function postLogOut() {
  return callApi("POST /api/auth/logout");
}
