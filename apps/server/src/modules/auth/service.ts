import type { Context } from "hono";
import type { Address, Hex } from "viem";
import {
  AppError,
  ROLE_REQUIRED,
  SIGNUP_SUCCESS,
  welcomeQueen,
  type MeResponse,
  type SelectableRole,
  type SignInResponse,
  type SignupInput,
} from "@wbe3/domain";
import type { Database, users } from "@wbe3/db";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { recordActivity } from "../activity/service.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { effectiveRole, homeOf, isPrivileged, toSessionUser } from "./roles.ts";
import { deleteSpentNonces } from "./nonce-repo.ts";
import { deleteDeadSessions, revokeUserSessions } from "./session-repo.ts";
import { endSession, hashToken, startSession } from "./sessions.ts";
import { verifySiwe } from "./siwe.ts";
import { mailLinkWithinLimit, queueEmailLink } from "./email-links.ts";
import {
  consumeEmailToken,
  findUserByEmail,
  findUserByWallet,
  insertUser,
  countUsers,
  deleteSpentEmailTokens,
  invalidateEmailTokens,
  updateUser,
} from "./user-repo.ts";

type UserRow = typeof users.$inferSelect;

export function describeViewer(c: Context<AppEnv>): MeResponse {
  const user = c.get("session")?.user ?? null;
  return { user, role: user?.role ?? null, home: homeOf(user?.role ?? null) };
}

function signedIn(deps: AppDeps, user: UserRow, welcome: SignInResponse["welcome"] = null): SignInResponse {
  const sessionUser = toSessionUser(user, deps.env.access);
  return { user: sessionUser, role: sessionUser.role, home: homeOf(sessionUser.role), welcome };
}

/**
 * Wallet sign-in. A visitor becomes (or returns as) the wallet's user with the role they chose;
 * a signed-in e-mail account instead links the wallet to itself.
 */
export async function signInWithWallet(
  c: Context<AppEnv>,
  deps: AppDeps,
  input: { message: string; signature: Hex; role?: SelectableRole | undefined },
): Promise<SignInResponse> {
  const address = (await verifySiwe(deps.db, deps.chain, deps.env.origins.allowed, input)).toLowerCase() as Address;
  const current = c.get("session")?.user ?? null;
  const owner = await findUserByWallet(deps.db, address);

  let user: UserRow;
  // A signed-in e-mail account without a wallet links this one; anyone else signs in as it.
  if (current && !current.walletAddress) {
    if (owner) throw new AppError("conflict", "This wallet is linked to another account.");
    user = await updateUser(deps.db, current.id, { walletAddress: address });
    await recordActivity(deps.db, "wallet_linked", user.id, {});
  } else {
    const privileged = isPrivileged({ walletAddress: address, email: owner?.email ?? null, emailVerifiedAt: owner?.emailVerifiedAt ?? null }, deps.env.access);
    const chosen: SelectableRole | undefined = privileged ? "artist" : input.role;
    if (!chosen) throw new AppError("bad_request", ROLE_REQUIRED.description);
    user = owner
      ? await updateUser(deps.db, owner.id, { role: chosen })
      : ((await insertUser(deps.db, { walletAddress: address, role: chosen })) ?? (await mustFindWallet(deps, address)));
    await recordActivity(deps.db, "wallet_sign_in", user.id, { role: effectiveRole(user, deps.env.access) });
  }

  await startSession(c, deps.db, user.id, address);
  const forced = deps.env.access.privilegedWallets.has(address);
  return signedIn(deps, user, forced ? welcomeQueen(user.name ?? shortAddress(address)) : null);
}

async function mustFindWallet(deps: AppDeps, address: string): Promise<UserRow> {
  // Two first sign-ins of one wallet raced; the other request created the user.
  const user = await findUserByWallet(deps.db, address);
  if (!user) throw new Error("wallet user vanished");
  return user;
}

function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

export async function signUpWithEmail(c: Context<AppEnv>, deps: AppDeps, input: SignupInput): Promise<SignInResponse & { message: string }> {
  const passwordHash = await hashPassword(input.password);
  // One transaction: a crash leaves the whole account (user, verification token, its mail in the
  // outbox) or nothing, never a user who can never receive a link. SMTP runs after the commit.
  const { user, mail } = await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: input.email, name: input.name, role: input.role, passwordHash });
    if (!user) throw new AppError("conflict", "An account with this e-mail already exists. Log in instead.");
    const mail = await queueEmailLink(tx, deps, { ...user, email: input.email }, "verify");
    await recordActivity(tx, "email_sign_up", user.id, { role: input.role });
    return { user, mail };
  });
  await deps.mailer.deliver(mail);
  await startSession(c, deps.db, user.id, null);
  return { ...signedIn(deps, user), message: SIGNUP_SUCCESS };
}

export async function logInWithEmail(c: Context<AppEnv>, deps: AppDeps, input: { email: string; password: string }): Promise<SignInResponse> {
  const user = await findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError("unauthorized", "Invalid email or password.");
  await recordActivity(deps.db, "email_log_in", user.id, {});
  await startSession(c, deps.db, user.id, user.walletAddress);
  return signedIn(deps, user);
}

export async function logOut(c: Context<AppEnv>, deps: AppDeps): Promise<MeResponse> {
  await endSession(c, deps.db);
  return { user: null, role: null, home: "/" };
}

export async function verifyEmail(deps: AppDeps, token: string): Promise<void> {
  const userId = await consumeEmailToken(deps.db, hashToken(token), "verify");
  if (!userId) throw new AppError("bad_request", "This verification link is invalid or has expired.");
  await updateUser(deps.db, userId, { emailVerifiedAt: new Date() });
  await recordActivity(deps.db, "email_verified", userId, {});
}

/**
 * A new verification link for an unverified account. The answer is the same for unknown,
 * verified and unverified addresses (and over the per-address limit): no probing for members.
 */
export async function resendVerification(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user && user.emailVerifiedAt === null) await mailLinkWithinLimit(deps, user, "verify");
}

export const RESET_REQUESTED = "If an account exists for that e-mail, a reset link is on its way.";

/** A new reset link replaces earlier ones; the answer never says whether the account exists. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user) await mailLinkWithinLimit(deps, user, "reset");
}

export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const userId = await consumeEmailToken(deps.db, hashToken(token), "reset");
  if (!userId) throw new AppError("bad_request", "This reset link is invalid or has expired.");
  await invalidateEmailTokens(deps.db, userId, "reset");
  await updateUser(deps.db, userId, { passwordHash: await hashPassword(password) });
  await revokeUserSessions(deps.db, userId);
  await recordActivity(deps.db, "password_reset", userId, {});
}

/** Deletes sign-in records that can never be used again (the maintenance schedule runs this). */
export async function purgeExpiredAuth(db: Database, now: Date): Promise<{ sessions: number; nonces: number; emailTokens: number }> {
  return {
    sessions: await deleteDeadSessions(db, now),
    nonces: await deleteSpentNonces(db, now),
    emailTokens: await deleteSpentEmailTokens(db, now),
  };
}

/** How many accounts exist (the admin dashboard's figure). */
export function userCount(db: Database): Promise<number> {
  return countUsers(db);
}
