import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { checkHealth } from "./service.ts";

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await checkHealth(deps, c.get("logger"))));
}
