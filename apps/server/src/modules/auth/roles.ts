import { ROLE_HOME, type Role, type SessionUser, type Viewer } from "@wbe3/domain";
import type { users } from "@wbe3/db";
import type { AccessConfig } from "../../env.ts";

type UserRow = typeof users.$inferSelect;

export function isPrivileged(user: Pick<UserRow, "walletAddress" | "email">, config: AccessConfig): boolean {
  return Boolean(
    (user.walletAddress && config.privilegedWallets.has(user.walletAddress.toLowerCase())) ||
      (user.email && config.privilegedEmails.has(user.email.toLowerCase())),
  );
}

function isAdmin(user: Pick<UserRow, "walletAddress" | "email">, config: AccessConfig): boolean {
  return Boolean(
    (user.walletAddress && config.adminWallets.has(user.walletAddress.toLowerCase())) ||
      (user.email && config.adminEmails.has(user.email.toLowerCase())),
  );
}

/**
 * The role the server acts on. Privileged wallets are always artists (SPEC 6); admin comes only
 * from configuration; everyone else has the role they chose.
 */
export function effectiveRole(user: Pick<UserRow, "walletAddress" | "email" | "role">, config: AccessConfig): Role | null {
  if (user.walletAddress && config.privilegedWallets.has(user.walletAddress.toLowerCase())) return "artist";
  if (isAdmin(user, config)) return "admin";
  return user.role === "admin" ? null : user.role;
}

export function toSessionUser(user: UserRow, config: AccessConfig): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    walletAddress: user.walletAddress,
    role: effectiveRole(user, config),
    tier: user.tier,
    emailVerified: user.emailVerifiedAt !== null,
    privileged: isPrivileged(user, config),
  };
}

export function viewerOf(user: SessionUser | null | undefined): Viewer | null {
  return user ? { role: user.role, privileged: user.privileged } : null;
}

export function homeOf(role: Role | null): string {
  return role ? ROLE_HOME[role] : "/";
}
