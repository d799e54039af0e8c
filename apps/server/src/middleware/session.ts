import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Database } from "@wbe3/db";
import type { AppEnv } from "../app-env.ts";
import type { AccessConfig } from "../env.ts";
import { sessionOfToken, type SessionChange } from "../modules/auth/service.ts";

// __Host- binds the cookie to this exact origin (Secure, Path=/, no Domain). Browsers accept
// Secure cookies on http://localhost and 127.0.0.1, so local development works too.
export const SESSION_COOKIE = "__Host-session";

/** The session token the browser sent, if any (the auth service never sees the cookie). */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** Carries out what an auth service call decided about the session cookie. */
export function applySessionChange(c: Context<AppEnv>, change: SessionChange): void {
  if (change.session) {
    setCookie(c, SESSION_COOKIE, change.session.token, {
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
      path: "/",
      expires: change.session.expiresAt,
    });
  } else if (change.clearSession) {
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
  }
}

/** Resolves the session cookie to the signed-in user (or null) for every API request. */
export function loadSession(db: Database, access: AccessConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("session", await sessionOfToken(db, access, sessionToken(c)));
    await next();
  };
}
