import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { checkHealth } from "./service.ts";

export function healthRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/health": (_, c) => checkHealth(deps, c.get("logger")),
  });
}
