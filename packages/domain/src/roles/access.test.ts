import { describe, expect, it } from "vitest";
import { canAccess, decideAccess, type Access, type Viewer } from "./access.ts";
import { ROLES, type Role } from "./roles.ts";

const viewer = (role: Role | null, privileged = false): Viewer => ({ role, privileged });

const DENIED_HOME: Record<Role, string> = {
  artist: "/artiststudio",
  fan: "/fan-dashboard",
  partner: "/partner-dashboard",
  admin: "/admin-dashboard",
};

describe("decideAccess", () => {
  it("lets everyone, even nobody, into an 'all' route", () => {
    expect(decideAccess("all", null)).toEqual({ allowed: true });
    expect(decideAccess("all", viewer(null))).toEqual({ allowed: true });
  });

  it.each<Access>(["signed-in", ["artist"], ["admin"], ["fan", "partner"]])(
    "sends a missing viewer or one without a role to the fallback (%o)",
    (access) => {
      expect(decideAccess(access, null)).toEqual({ allowed: false, redirectTo: "/" });
      expect(decideAccess(access, viewer(null), "/login")).toEqual({ allowed: false, redirectTo: "/login" });
    },
  );

  it.each(ROLES)("admits any signed-in %s to a 'signed-in' route", (role) => {
    expect(decideAccess("signed-in", viewer(role))).toEqual({ allowed: true });
  });

  describe.each(ROLES)("a %s", (role) => {
    it.each(ROLES)("on a route for %s only", (allowedRole) => {
      const decision = decideAccess([allowedRole], viewer(role), "/fallback");
      if (role === allowedRole) {
        expect(decision).toEqual({ allowed: true });
      } else {
        expect(decision).toEqual({ allowed: false, redirectTo: DENIED_HOME[role] });
      }
    });
  });

  it("admits a role listed among several", () => {
    expect(decideAccess(["fan", "partner"], viewer("partner"))).toEqual({ allowed: true });
  });

  it("sends a denied admin to the admin dashboard, as every role to its own home", () => {
    expect(decideAccess(["artist"], viewer("admin"))).toEqual({ allowed: false, redirectTo: "/admin-dashboard" });
  });

  it.each<Access>(["all", "signed-in", ["artist"], ["fan"], ["partner"], ["admin"]])(
    "lets the privileged wallet through %o whatever its role",
    (access) => {
      expect(decideAccess(access, viewer(null, true))).toEqual({ allowed: true });
      expect(decideAccess(access, viewer("fan", true))).toEqual({ allowed: true });
    },
  );
});

describe("canAccess", () => {
  it("is the boolean form of decideAccess", () => {
    expect(canAccess(["admin"], viewer("admin"))).toBe(true);
    expect(canAccess(["admin"], viewer("fan"))).toBe(false);
  });
});
