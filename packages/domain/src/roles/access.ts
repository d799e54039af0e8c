import { ROLE_HOME, type Role } from "./roles.ts";

/** Who may use a page or API route: everyone, any signed-in role, or the listed roles. */
export type Access = "all" | "signed-in" | readonly Role[];

export interface Viewer {
  role: Role | null;
  /** The configured privileged wallet or e-mail: passes every check (SPEC 6). */
  privileged: boolean;
}

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string };

const ALLOWED: AccessDecision = { allowed: true };

export function decideAccess(access: Access, viewer: Viewer | null, fallback = "/"): AccessDecision {
  if (access === "all" || viewer?.privileged) return ALLOWED;
  if (!viewer?.role) return { allowed: false, redirectTo: fallback };
  if (access === "signed-in" || access.includes(viewer.role)) return ALLOWED;
  // A signed-in user, an admin too, lands on their role's home.
  return { allowed: false, redirectTo: ROLE_HOME[viewer.role] };
}

export function canAccess(access: Access, viewer: Viewer | null): boolean {
  return decideAccess(access, viewer).allowed;
}
