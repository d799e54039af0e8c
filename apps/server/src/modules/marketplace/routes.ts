import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { listingCollectors, searchMarketplace } from "./service.ts";

export function marketplaceRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/marketplace": ({ query }) => searchMarketplace(deps.db, query),
    "GET /api/marketplace/listings/:id/collectors": ({ params }, c) => listingCollectors(deps.db, deps.chain, params.id, c.get("logger")),
  });
}
