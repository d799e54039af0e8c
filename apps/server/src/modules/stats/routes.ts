import { randomBytes } from "node:crypto";
import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { clientAddress } from "../../middleware/rate-limit.ts";
import { artistStats, reportPlay } from "./service.ts";

/** Play reports from every player, and the signed-in artist's stats card. */
export function statsRoutes(deps: AppDeps) {
  // Generated at start and kept in memory only: visitor keys cannot be linked to an address, even from a backup.
  const salt = randomBytes(32).toString("hex");
  return endpointRoutes(deps, {
    "POST /api/plays": async ({ body }, c) => {
      const user = c.get("session")?.user;
      const listener = user ? { user } : { address: clientAddress(c, deps.env.trustProxy), userAgent: c.req.header("user-agent") ?? "" };
      return reportPlay(deps.db, listener, salt, body);
    },
    "GET /api/artist/stats": async (_, c) => artistStats(deps.db, requireUser(c)),
  });
}
