import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { platformStats } from "./service.ts";

export function adminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/stats", async (c) => c.json(await platformStats(deps.db)));
}
