import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { Logger } from "../lib/logger.ts";

/** Gives each request an id and a child logger, and logs one line when it ends. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("logger", log);
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  };
}
