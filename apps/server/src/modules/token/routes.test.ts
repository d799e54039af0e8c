import { describe, expect, it } from "vitest";
import type { AppDeps } from "../../deps.ts";
import { createLogger } from "../../lib/logger.ts";
import { tokenRoutes } from "./routes.ts";

// The module's routes alone, no app: built inside the test, so a fault in building them fails it
// (the API tests build their app in a hook, and a hook's failure is not counted against a mutant).
// Only what the routes read: the price provider, the logger, and what decides the faucet.
const deps = {
  env: { nodeEnv: "test", isProduction: false, chain: { mode: "remote" }, faucetRateLimitPerMinute: 5, trustProxy: false },
  tokenPrice: { source: "dex", usdPrice: () => Promise.resolve(0.0042) },
  logger: createLogger("silent"),
  faucet: null,
} as unknown as AppDeps;

describe("the token module's routes", () => {
  it("answer GET /api/token/price with the price service's price", async () => {
    const res = await tokenRoutes(deps).request("/api/token/price");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ usd: 0.0042, source: "dex", estimate: false });
  });
});
