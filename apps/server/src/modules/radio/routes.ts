import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { radioPool } from "./service.ts";

/** WBE3 Radio's track list, open to everyone. */
export function radioRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/radio/tracks": async () => radioPool(deps.db),
  });
}
