import { Hono } from "hono";
import { marketplaceQuerySchema } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { validate } from "../../lib/validate.ts";
import { searchMarketplace } from "./service.ts";

export function marketplaceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", validate("query", marketplaceQuerySchema), async (c) => {
    return c.json(await searchMarketplace(deps.db, c.req.valid("query")));
  });
}
