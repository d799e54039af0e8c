import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { publicConfig } from "./service.ts";

export function configRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json(
      await publicConfig({ chain: deps.chain, localMode: deps.env.chain.mode === "local", wallets: deps.env.wallets }, c.get("logger")),
    ),
  );
}
