import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { publicConfig } from "./service.ts";

export function configRoutes(deps: AppDeps) {
  const sources = { chain: deps.chain, localMode: deps.env.chain.mode === "local", wallets: deps.env.wallets, swapUrl: deps.env.swapUrl };
  return endpointRoutes(deps, {
    "GET /api/config": (_, c) => publicConfig(sources, c.get("logger")),
  });
}
