import { Hono } from "hono";
import type { FeaturedResponse } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { listFeatured } from "./service.ts";

export function featuredRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const body: FeaturedResponse = { items: await listFeatured(deps.db) };
    return c.json(body);
  });
}
