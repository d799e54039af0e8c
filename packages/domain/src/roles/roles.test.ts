import { describe, expect, it } from "vitest";
import { effectiveRole, homeFor, isRole, isSelectableRole, ROLE_HOME, ROLE_LABEL, SELECTABLE_ROLES } from "./roles.ts";
import { findRoute } from "../routes/routes.ts";
import { decideAccess } from "./access.ts";

describe("roles", () => {
  it("lets users pick artist, fan or partner but never admin", () => {
    expect(SELECTABLE_ROLES).toEqual(["artist", "fan", "partner"]);
    expect(isSelectableRole("admin")).toBe(false);
    expect(isSelectableRole("partner")).toBe(true);
  });

  it("recognises only the four roles", () => {
    expect(isRole("admin")).toBe(true);
    expect(isRole("none")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it("labels each role", () => {
    expect(ROLE_LABEL).toEqual({ artist: "Artist", fan: "Fan", partner: "Partner", admin: "Admin" });
  });

  it("sends each role home to a route it may open", () => {
    for (const [role, home] of Object.entries(ROLE_HOME)) {
      const route = findRoute(home);
      expect(route, home).not.toBeNull();
      if (isRole(role) && route) {
        expect(decideAccess(route.access, { role, privileged: false })).toEqual({ allowed: true });
      }
    }
  });

  it("homes a viewer without a role at /", () => {
    expect(homeFor(null)).toBe("/");
    expect(homeFor("fan")).toBe("/fan-dashboard");
    expect(homeFor("admin")).toBe("/admin-dashboard");
  });

  it("forces the privileged wallet to artist", () => {
    expect(effectiveRole("fan", true)).toBe("artist");
    expect(effectiveRole(null, true)).toBe("artist");
    expect(effectiveRole("partner", false)).toBe("partner");
    expect(effectiveRole(null, false)).toBeNull();
  });
});
