import type { Role } from "./roles.ts";

/** Who may use a page or API route: everyone, any signed-in role, or the listed roles. */
export type Access = "all" | "signed-in" | readonly Role[];

export interface Viewer {
  role: Role | null;
  /** The configured privileged wallet or e-mail: passes every check (SPEC 6). */
  privileged: boolean;
}

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string };

// Where a signed-in user lands when a page is not for their role. Admin is absent on purpose:
// SPEC 6 sends every other role to the guard's fallback.
const DENIED_ROLE_REDIRECT: Partial<Record<Role, string>> = {
  artist: "/artiststudio",
  fan: "/fan-dashboard",
  partner: "/partner-dashboard",
};

const ALLOWED: AccessDecision = { allowed: true };

export function decideAccess(access: Access, viewer: Viewer | null, fallback = "/"): AccessDecision {
  if (access === "all" || viewer?.privileged) return ALLOWED;
  if (!viewer?.role) return { allowed: false, redirectTo: fallback };
  if (access === "signed-in" || access.includes(viewer.role)) return ALLOWED;
  return { allowed: false, redirectTo: DENIED_ROLE_REDIRECT[viewer.role] ?? fallback };
}

export function canAccess(access: Access, viewer: Viewer | null): boolean {
  return decideAccess(access, viewer).allowed;
}
