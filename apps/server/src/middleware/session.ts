import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Database } from "@wbe3/db";
import type { AppEnv } from "../app-env.ts";
import type { AccessConfig } from "../env.ts";
import { toSessionUser } from "../modules/auth/roles.ts";
import { findLiveSession } from "../modules/auth/session-repo.ts";
import { hashToken, SESSION_COOKIE } from "../modules/auth/sessions.ts";

/** Resolves the session cookie to the signed-in user (or null) for every API request. */
export function loadSession(db: Database, access: AccessConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = getCookie(c, SESSION_COOKIE);
    const row = id ? await findLiveSession(db, hashToken(id)) : null;
    c.set("session", row ? { idHash: row.idHash, user: toSessionUser(row.user, access) } : null);
    await next();
  };
}
