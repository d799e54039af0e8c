import { createHash, randomBytes } from "node:crypto";
import { SESSION_LIFETIME_MS } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import { insertSession, revokeSession } from "./session-repo.ts";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A session just issued: the route puts `token` in the session cookie until `expiresAt`. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/**
 * A fresh session for this user: a new random id every sign-in (no fixation), 24 h absolute.
 * `previousToken` (the request's cookie, if any) is revoked first.
 */
export async function startSession(
  db: Database,
  userId: string,
  walletAddress: string | null,
  previousToken: string | undefined,
): Promise<IssuedSession> {
  if (previousToken) await revokeSession(db, hashToken(previousToken));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await insertSession(db, { idHash: hashToken(token), userId, walletAddress, expiresAt });
  return { token, expiresAt };
}

export async function endSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await revokeSession(db, hashToken(token));
}
