import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { listingCollectors } from "./service.ts";

/** "Collected by" of a listing (declared with the marketplace's endpoints). */
export function collectorsRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/marketplace/listings/:id/collectors": ({ params }, c) => listingCollectors(deps.db, deps.chain, params.id, c.get("logger")),
  });
}
