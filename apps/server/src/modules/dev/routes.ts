import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { devOutbox } from "./service.ts";

export function devRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/dev/outbox": async (_, c) => {
      c.header("Cache-Control", "no-store");
      return { mails: await devOutbox(deps.env, deps.mailer) };
    },
  });
}
