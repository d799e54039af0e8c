import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { listFeatured } from "./service.ts";

export function featuredRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/featured": async () => ({ items: await listFeatured(deps.db, deps.catalog) }),
  });
}
