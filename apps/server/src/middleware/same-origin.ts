import type { MiddlewareHandler } from "hono";
import { AppError } from "@wbe3/domain";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin this server answers for: PUBLIC_ORIGIN, or the request's own origin. */
export function expectedOrigin(requestUrl: string, publicOrigin: string | undefined): string {
  return publicOrigin ? new URL(publicOrigin).origin : new URL(requestUrl).origin;
}

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Requests
 * without Origin or Sec-Fetch-Site come from non-browser clients, which carry no ambient cookie.
 */
export function sameOriginMutations(publicOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const crossOrigin = origin !== undefined && origin !== expectedOrigin(c.req.url, publicOrigin);
      const crossSite = site !== undefined && site !== "same-origin" && site !== "none";
      if (crossOrigin || crossSite) throw new AppError("forbidden", "Requests from other sites are not allowed.");
    }
    await next();
  };
}
