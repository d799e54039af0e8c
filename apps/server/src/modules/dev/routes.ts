import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { devOutbox } from "./service.ts";

export function devRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/outbox", async (c) => {
    const mails = await devOutbox(deps.env, deps.mailer);
    c.header("Cache-Control", "no-store");
    return c.json({ mails });
  });
}
