export const ROLES = ["artist", "fan", "partner", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Admins come only from configuration, never from a self-chosen role (DESIGN 1). */
export const SELECTABLE_ROLES = ["artist", "fan", "partner"] as const satisfies readonly Role[];
export type SelectableRole = (typeof SELECTABLE_ROLES)[number];

/** Account types offered at e-mail sign-up (SPEC 6). */
export const SIGNUP_ROLES = ["fan", "artist"] as const satisfies readonly Role[];
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const ROLE_HOME: Record<Role, string> = {
  artist: "/artiststudio",
  fan: "/fan-dashboard",
  partner: "/partner-dashboard",
  admin: "/admin-dashboard",
};

export const ROLE_LABEL: Record<Role, string> = {
  artist: "Artist",
  fan: "Fan",
  partner: "Partner",
  admin: "Admin",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isSelectableRole(value: unknown): value is SelectableRole {
  return typeof value === "string" && (SELECTABLE_ROLES as readonly string[]).includes(value);
}

export function homeFor(role: Role | null | undefined): string {
  return role ? ROLE_HOME[role] : "/";
}

/** The privileged wallet is always an artist, whatever was chosen (SPEC 6). */
export function effectiveRole(chosen: Role | null, privileged: boolean): Role | null {
  return privileged ? "artist" : chosen;
}
