import { Hono } from "hono";
import type { HealthResponse } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    await deps.checkDatabase();
    const body: HealthResponse = { status: "ok", db: deps.driver, chainId: null, contracts: {} };
    return c.json(body);
  });
}
