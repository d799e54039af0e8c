import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { searchMarketplace } from "./service.ts";

export function marketplaceRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/marketplace": ({ query }) => searchMarketplace(deps.db, query),
  });
}
