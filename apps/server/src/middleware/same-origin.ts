import type { MiddlewareHandler } from "hono";
import { AppError, CROSS_SITE_REQUEST } from "@wbe3/domain";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). The allowed
 * origins come from configuration (env.origins), never from the request's Host or URL, which a
 * client chooses. Requests without Origin or Sec-Fetch-Site come from non-browser clients, which
 * carry no ambient cookie.
 */
export function sameOriginMutations(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const crossOrigin = origin !== undefined && !allowed.has(origin);
      const crossSite = site !== undefined && site !== "same-origin" && site !== "none";
      if (crossOrigin || crossSite) throw new AppError("forbidden", CROSS_SITE_REQUEST);
    }
    await next();
  };
}
