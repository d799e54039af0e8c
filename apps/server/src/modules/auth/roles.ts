import { effectiveRole, normalizeEmail, type PendingRole, type Role, type SessionUser, type Viewer } from "@wbe3/domain";
import type { users } from "@wbe3/db";
import type { AccessConfig } from "../../env.ts";

type UserRow = typeof users.$inferSelect;
type Identity = Pick<UserRow, "walletAddress" | "email" | "emailVerifiedAt">;

interface Grant {
  granted: boolean;
  /** Configured for the account's e-mail, which is not verified yet. */
  pending: boolean;
}

/**
 * Whether a configured list names this account. A wallet proves itself by signing in; an e-mail
 * only once verified, or anyone could sign up with an admin's address and be admin.
 */
function grantOf(user: Identity, wallets: ReadonlySet<string>, emails: ReadonlySet<string>): Grant {
  const byWallet = Boolean(user.walletAddress && wallets.has(user.walletAddress.toLowerCase()));
  const byEmail = Boolean(user.email && emails.has(normalizeEmail(user.email)));
  const verified = user.emailVerifiedAt !== null;
  return { granted: byWallet || (byEmail && verified), pending: !byWallet && byEmail && !verified };
}

export function isPrivileged(user: Identity, config: AccessConfig): boolean {
  return grantOf(user, config.privilegedWallets, config.privilegedEmails).granted;
}

function isAdmin(user: Identity, config: AccessConfig): boolean {
  return grantOf(user, config.adminWallets, config.adminEmails).granted;
}

/** What the configuration will grant once the e-mail is verified (admin before privileged). */
function pendingRoleOf(user: Identity, config: AccessConfig): PendingRole | null {
  if (grantOf(user, config.adminWallets, config.adminEmails).pending) return "admin";
  const privileged = grantOf(user, config.privilegedWallets, config.privilegedEmails);
  return privileged.pending ? "privileged" : null;
}

/**
 * The role the server acts on for a stored account: the domain's `effectiveRole` (a privileged
 * wallet is always an artist, SPEC 6) applied to the chosen role, where admin comes only from
 * configuration (a stored "admin" never counts).
 */
export function accountRole(user: Identity & Pick<UserRow, "role">, config: AccessConfig): Role | null {
  const chosen = isAdmin(user, config) ? "admin" : user.role === "admin" ? null : user.role;
  const privilegedWallet = Boolean(user.walletAddress && config.privilegedWallets.has(user.walletAddress.toLowerCase()));
  return effectiveRole(chosen, privilegedWallet);
}

export function toSessionUser(user: UserRow, config: AccessConfig): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    walletAddress: user.walletAddress,
    role: accountRole(user, config),
    emailVerified: user.emailVerifiedAt !== null,
    privileged: isPrivileged(user, config),
    pendingRole: pendingRoleOf(user, config),
  };
}

export function viewerOf(user: SessionUser | null | undefined): Viewer | null {
  return user ? { role: user.role, privileged: user.privileged } : null;
}
