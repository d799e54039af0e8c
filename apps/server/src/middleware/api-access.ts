import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { API_ACCESS, AppError, canAccess, NO_ACCESS, NO_ACCESS_RULE, SIGN_IN_REQUIRED, type Access } from "@wbe3/domain";
import type { AppEnv } from "../app-env.ts";
import { viewerOf } from "../modules/auth/roles.ts";

const table: Record<string, Access> = API_ACCESS;

/** The "METHOD /path" key of the route that will answer this request, if any. */
export function routeKey(method: string, path: string): string {
  return `${method} ${path}`;
}

/**
 * Enforces the domain's API access table for every API request: 401 for visitors where a
 * sign-in is needed, 403 for a role that is not allowed. A route missing from the table is
 * refused outright, so forgetting an entry can never open a route.
 */
export function enforceApiAccess(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method === "HEAD" ? "GET" : c.req.method;
    const handler = matchedRoutes(c).find((route) => route.method === method && !route.path.includes("*"));
    if (!handler) return next();
    const access = table[routeKey(method, handler.path)];
    if (access === undefined) throw new AppError("forbidden", NO_ACCESS_RULE);
    const session = c.get("session");
    if (!canAccess(access, viewerOf(session?.user))) {
      if (!session?.user.role && !session?.user.privileged) throw new AppError("unauthorized", SIGN_IN_REQUIRED);
      throw new AppError("forbidden", NO_ACCESS);
    }
    await next();
  };
}
