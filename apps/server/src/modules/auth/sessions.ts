import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_LIFETIME_MS } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import type { AppEnv } from "../../app-env.ts";
import { insertSession, revokeSession } from "./session-repo.ts";

// __Host- binds the cookie to this exact origin (Secure, Path=/, no Domain). Browsers accept
// Secure cookies on http://localhost and 127.0.0.1, so local development works too.
export const SESSION_COOKIE = "__Host-session";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A fresh session for this user: a new random id every sign-in (no fixation), 24 h absolute. */
export async function startSession(c: Context<AppEnv>, db: Database, userId: string, walletAddress: string | null): Promise<void> {
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await revokeSession(db, hashToken(previous));
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await insertSession(db, { idHash: hashToken(id), userId, walletAddress, expiresAt });
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    expires: expiresAt,
  });
}

export async function endSession(c: Context<AppEnv>, db: Database): Promise<void> {
  const id = getCookie(c, SESSION_COOKIE);
  if (id) await revokeSession(db, hashToken(id));
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
}
