import { randomBytes } from "node:crypto";
import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { clientNetwork } from "../../lib/client-network.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { clientAddress } from "../../middleware/rate-limit.ts";
import { playRequest } from "./plays.ts";
import { artistStats, sellerListings, sellerRevenue } from "./service.ts";

/** Play starts and reports from every player, the signed-in artist's stats card, and a seller's listings and revenue. */
export function statsRoutes(deps: AppDeps) {
  // Generated at start and kept in memory only: visitor keys cannot be linked to an address, even from a backup.
  const salt = randomBytes(32).toString("hex");
  return endpointRoutes(deps, {
    "POST /api/plays": async ({ body }, c) => {
      const user = c.get("session")?.user;
      const listener = user ? { user } : { network: clientNetwork(clientAddress(c, deps.env.trustProxy)) };
      return playRequest(deps, listener, salt, body);
    },
    "GET /api/artist/stats": async (_, c) => artistStats(deps.db, requireUser(c)),
    "GET /api/seller/revenue": async (_, c) => sellerRevenue(deps.db, requireUser(c)),
    // Declared with the marketplace's endpoints; answered here, where a seller's figures are gathered.
    "GET /api/seller/listings": async (_, c) => sellerListings(deps.db, requireUser(c)),
  });
}
