import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { platformStats } from "./service.ts";

export function adminRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/admin/stats": () => platformStats(deps.db),
  });
}
