import { Hono } from "hono";
import type { HealthResponse } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { contractAddresses } from "../config/service.ts";

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    await deps.checkDatabase();
    const body: HealthResponse = {
      status: "ok",
      db: deps.driver,
      chainId: deps.chain.chainId,
      contracts: contractAddresses(deps.chain),
    };
    return c.json(body);
  });
}
