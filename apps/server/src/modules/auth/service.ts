import type { Address, Hex } from "viem";
import {
  AppError,
  EMAIL_TAKEN,
  homeFor,
  INVALID_CREDENTIALS,
  RESET_LINK_INVALID,
  ROLE_REQUIRED,
  SIGNUP_SUCCESS,
  VERIFICATION_LINK_INVALID,
  WALLET_LINKED_TO_OTHER_ACCOUNT,
  welcomeQueen,
  type MeResponse,
  type NonceResponse,
  type SelectableRole,
  type SessionUser,
  type SignInResponse,
  type SignupInput,
} from "@wbe3/domain";
import type { Database, users } from "@wbe3/db";
import type { CurrentSession } from "../../app-env.ts";
import type { AccessConfig } from "../../env.ts";
import type { AppDeps } from "../../deps.ts";
import { recordActivity } from "../activity/service.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { accountRole, isPrivileged, toSessionUser } from "./roles.ts";
import { deleteSpentNonces } from "./nonce-repo.ts";
import { deleteDeadSessions, findLiveSession, revokeUserSessions } from "./session-repo.ts";
import { endSession, hashToken, startSession, type IssuedSession } from "./sessions.ts";
import { issueNonce, verifySiwe } from "./siwe.ts";
import { mailLinkWithinLimit, queueEmailLink } from "./email-links.ts";
import { admitNewAccount } from "./new-accounts.ts";
import {
  consumeEmailToken,
  findUserByEmail,
  findUserById,
  findUserByWallet,
  insertUser,
  countUsers,
  deleteSpentEmailTokens,
  invalidateEmailTokens,
  updateUser,
} from "./user-repo.ts";

type UserRow = typeof users.$inferSelect;

/** The session facts of a request, read by the route from the cookie and the session middleware. */
export interface RequestSession {
  /** The session token the browser sent (possibly no longer live). */
  token: string | undefined;
  /** The signed-in user it resolved to, or null. */
  user: SessionUser | null;
}

/** A request that may create an account: its session facts and the client's network (decision 0021). */
export interface AccountRequest extends RequestSession {
  /** The client's IPv4 address or IPv6 /64, under which new accounts are counted. */
  network: string;
}

/** What the route must do with the session cookie after a call. */
export interface SessionChange {
  /** Set the cookie to this new session. */
  session: IssuedSession | null;
  /** Delete the cookie (when no new session is set). */
  clearSession: boolean;
}

/** A service answer: the response body and the session cookie change that goes with it. */
export interface SessionOutcome<T> extends SessionChange {
  body: T;
}

const issued = <T>(body: T, session: IssuedSession): SessionOutcome<T> => ({ body, session, clearSession: false });

/** The live session a token names and its user with the role the configuration gives them. */
export async function sessionOfToken(db: Database, access: AccessConfig, token: string | undefined): Promise<CurrentSession | null> {
  const row = token ? await findLiveSession(db, hashToken(token)) : null;
  return row ? { idHash: row.idHash, user: toSessionUser(row.user, access) } : null;
}

/**
 * An account as a session would show it (the role the configuration gives it), without a session:
 * what a signed link acts as. `id` must be a UUID; null when there is no such account.
 */
export async function accountAsSignedIn(db: Database, access: AccessConfig, id: string): Promise<SessionUser | null> {
  const row = await findUserById(db, id);
  return row ? toSessionUser(row, access) : null;
}

/** A single-use nonce for the next Sign-In with Ethereum message. */
export async function signInNonce(db: Database): Promise<NonceResponse> {
  return { nonce: await issueNonce(db) };
}

export function describeViewer(user: SessionUser | null): MeResponse {
  return { user, role: user?.role ?? null, home: homeFor(user?.role) };
}

function signedIn(deps: AppDeps, user: UserRow, welcome: SignInResponse["welcome"] = null): SignInResponse {
  const sessionUser = toSessionUser(user, deps.env.access);
  return { user: sessionUser, role: sessionUser.role, home: homeFor(sessionUser.role), welcome };
}

/**
 * Wallet sign-in. A visitor becomes (or returns as) the wallet's user with the role they chose;
 * a signed-in e-mail account instead links the wallet to itself. A wallet without an account
 * counts against the network's new-account limit.
 */
export async function signInWithWallet(
  deps: AppDeps,
  request: AccountRequest,
  input: { message: string; signature: Hex; role?: SelectableRole | undefined },
): Promise<SessionOutcome<SignInResponse>> {
  const address = (await verifySiwe(deps.db, deps.chain, deps.env.origins.allowed, input)).toLowerCase() as Address;
  const current = request.user;
  const owner = await findUserByWallet(deps.db, address);

  let user: UserRow;
  // A signed-in e-mail account without a wallet links this one; anyone else signs in as it.
  if (current && !current.walletAddress) {
    if (owner) throw new AppError("conflict", WALLET_LINKED_TO_OTHER_ACCOUNT);
    user = await updateUser(deps.db, current.id, { walletAddress: address });
    await recordActivity(deps.db, "wallet_linked", user.id, {});
  } else {
    const privileged = isPrivileged(
      { walletAddress: address, email: owner?.email ?? null, emailVerifiedAt: owner?.emailVerifiedAt ?? null },
      deps.env.access,
    );
    const chosen: SelectableRole | undefined = privileged ? "artist" : input.role;
    if (!chosen) throw new AppError("bad_request", ROLE_REQUIRED.description);
    if (!owner) await admitNewAccount(deps.db, request.network, deps.env.newAccountsPerHour);
    user = owner
      ? await updateUser(deps.db, owner.id, { role: chosen })
      : ((await insertUser(deps.db, { walletAddress: address, role: chosen })) ?? (await mustFindWallet(deps, address)));
    await recordActivity(deps.db, "wallet_sign_in", user.id, { role: accountRole(user, deps.env.access) });
  }

  const session = await startSession(deps.db, user.id, address, request.token);
  const forced = deps.env.access.privilegedWallets.has(address);
  return issued(signedIn(deps, user, forced ? welcomeQueen(user.name ?? shortAddress(address)) : null), session);
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

/** E-mail sign-up; every attempt counts against the network's new-account limit. */
export async function signUpWithEmail(
  deps: AppDeps,
  request: AccountRequest,
  input: SignupInput,
): Promise<SessionOutcome<SignInResponse & { message: string }>> {
  await admitNewAccount(deps.db, request.network, deps.env.newAccountsPerHour);
  const passwordHash = await hashPassword(input.password);
  // One transaction: a crash leaves the whole account (user, verification token, its mail in the
  // outbox) or nothing, never a user who can never receive a link. SMTP runs after the commit.
  const { user, mail } = await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: input.email, name: input.name, role: input.role, passwordHash });
    if (!user) throw new AppError("conflict", EMAIL_TAKEN);
    const mail = await queueEmailLink(tx, deps, { ...user, email: input.email }, "verify");
    await recordActivity(tx, "email_sign_up", user.id, { role: input.role });
    return { user, mail };
  });
  await deps.mailer.deliver(mail);
  const session = await startSession(deps.db, user.id, null, request.token);
  return issued({ ...signedIn(deps, user), message: SIGNUP_SUCCESS }, session);
}

export async function logInWithEmail(
  deps: AppDeps,
  request: RequestSession,
  input: { email: string; password: string },
): Promise<SessionOutcome<SignInResponse>> {
  const user = await findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError("unauthorized", INVALID_CREDENTIALS);
  await recordActivity(deps.db, "email_log_in", user.id, {});
  const session = await startSession(deps.db, user.id, user.walletAddress, request.token);
  return issued(signedIn(deps, user), session);
}

export async function logOut(deps: AppDeps, token: string | undefined): Promise<SessionOutcome<MeResponse>> {
  await endSession(deps.db, token);
  return { body: { user: null, role: null, home: "/" }, session: null, clearSession: true };
}

export async function verifyEmail(deps: AppDeps, token: string): Promise<void> {
  const userId = await consumeEmailToken(deps.db, hashToken(token), "verify");
  if (!userId) throw new AppError("bad_request", VERIFICATION_LINK_INVALID);
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

/** A new reset link replaces earlier ones; the answer never says whether the account exists. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user) await mailLinkWithinLimit(deps, user, "reset");
}

export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const userId = await consumeEmailToken(deps.db, hashToken(token), "reset");
  if (!userId) throw new AppError("bad_request", RESET_LINK_INVALID);
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
