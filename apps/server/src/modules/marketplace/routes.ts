import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { confirmListingDropRules, searchMarketplace, setDropRules } from "./service.ts";

export function marketplaceRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/marketplace": ({ query }) => searchMarketplace(deps.db, query),
    "PUT /api/marketplace/listings/:id/drop-rules": ({ params, body }, c) =>
      setDropRules(deps.db, deps.chain, requireUser(c), params.id, body),
    "POST /api/marketplace/listings/:id/drop-rules/confirm": ({ params, body }, c) =>
      confirmListingDropRules(deps.db, deps.chain, requireUser(c), params.id, body.txHash),
  });
}
