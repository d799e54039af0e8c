import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { forwardRpc } from "./service.ts";

export function rpcRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "POST /api/rpc": async (_, c) => {
      // Unreadable JSON is refused by the same rule as a malformed request (no body → undefined).
      const body: unknown = await c.req.json().catch(() => undefined);
      return c.body(await forwardRpc(deps.env.chain, deps.chain.rpcUrl, body), 200, { "content-type": "application/json" });
    },
  });
}
