import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { requireUser } from "../../lib/current-user.ts";
import { createTokenPriceService, fundDemoAccount, sendTestWbe3 } from "./service.ts";

/** The platform token: its USD price, and local mode's faucet of test WBE3 and new demo accounts. */
export function tokenRoutes(deps: AppDeps) {
  const prices = createTokenPriceService(deps.tokenPrice, deps.logger);
  // The faucet is wired only in local mode; production never mints, whatever else is configured.
  const faucet = deps.env.chain.mode === "local" && !deps.env.isProduction ? deps.faucet : null;
  return endpointRoutes(deps, {
    "GET /api/token/price": () => prices.current(),
    "POST /api/dev/faucet": (_, c) => sendTestWbe3(faucet, requireUser(c)),
    "POST /api/dev/demo-account": ({ body }) => fundDemoAccount(faucet, body.address),
  });
}
