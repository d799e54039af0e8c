import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { forwardRpc } from "./service.ts";

export function rpcRoutes(deps: AppDeps) {
  const limited = rateLimit(deps.db, {
    bucket: "rpc",
    limit: deps.env.rpcRateLimitPerMinute,
    windowMs: 60_000,
    trustProxy: deps.env.trustProxy,
  });
  return new Hono<AppEnv>().post("/", limited, async (c) => {
    // Unreadable JSON is refused by the same rule as a malformed request (no body → undefined).
    const body: unknown = await c.req.json().catch(() => undefined);
    return c.body(await forwardRpc(deps.env.chain, deps.chain.rpcUrl, body), 200, { "content-type": "application/json" });
  });
}
