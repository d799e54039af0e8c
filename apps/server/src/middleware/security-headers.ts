import type { MiddlewareHandler } from "hono";

const BASE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src https://www.youtube-nocookie.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * Security headers for every response. Scripts only from our origin (no inline script); pages
 * may not be framed, except the embeddable artist card under /embed/.
 */
export function securityHeaders({ hsts }: { hsts: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const embeddable = c.req.path.startsWith("/embed/");
    const csp = [...BASE_CSP, `frame-ancestors ${embeddable ? "*" : "'none'"}`].join("; ");
    // A route may set a stricter policy of its own (stored files are sandboxed).
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", csp);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (!embeddable) c.header("X-Frame-Options", "DENY");
    if (hsts) c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
