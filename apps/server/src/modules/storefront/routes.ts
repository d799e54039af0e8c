import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { storefrontItems } from "./service.ts";

export function storefrontRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => c.json({ items: await storefrontItems(deps.db) }));
}
