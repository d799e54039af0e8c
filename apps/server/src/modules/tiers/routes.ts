import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { myMembership, subscribe, unlockPublishing } from "./service.ts";

/** Memberships and the publishing unlock: orders paid in WBE3, completed by `POST /api/orders/:id/confirm`. */
export function tiersRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/tiers/me": (_, c) => myMembership(deps.db, requireUser(c)),
    "POST /api/tiers/subscriptions": ({ body }, c) => subscribe(deps.db, deps.chain, requireUser(c), body.tier),
    "POST /api/artist/publishing/unlock": (_, c) => unlockPublishing(deps.db, deps.chain, requireUser(c)),
  });
}
