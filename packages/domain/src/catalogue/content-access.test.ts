import { describe, expect, it } from "vitest";
import { accessRuleOf, isFileAccess, largestStorageLimit, registerContentArea, storageKindOf } from "./content-access.ts";

describe("the content seam's registry", () => {
  it("knows the content module's own rules and every registered area's", () => {
    expect(isFileAccess("public")).toBe(true);
    expect(isFileAccess("owner")).toBe(true);
    expect(accessRuleOf("public")?.area).toBe("content");
    expect(isFileAccess("everyone")).toBe(false);
    expect(accessRuleOf("nobody_registered_this")).toBeUndefined();
  });

  it("registers a new area's rule and storage kind, read like any other", () => {
    registerContentArea({
      area: "registry-test",
      rules: [{ rule: "registry_test_guests", label: "Guests", opensWith: ["registry_test_on_list"] }],
      storageKinds: [
        { kind: "registry_test_poster", label: "Poster", extensions: ["png"], mimeTypes: ["image/png"], maxBytes: 1, storers: ["partner"] },
      ],
    });
    expect(accessRuleOf("registry_test_guests")).toMatchObject({ area: "registry-test", opensWith: ["registry_test_on_list"] });
    expect(storageKindOf("registry_test_poster")).toMatchObject({ area: "registry-test", storers: ["partner"] });
    expect(largestStorageLimit()).toBeGreaterThan(1);
  });

  it("refuses, whole, an area whose rule or storage kind is taken", () => {
    const taken = {
      area: "late",
      rules: [{ rule: "late_rule", label: "Late", opensWith: [] }],
      storageKinds: [{ kind: "registry_test_poster", label: "X", extensions: [], mimeTypes: [], maxBytes: 1, storers: [] }],
    };
    expect(() => registerContentArea(taken)).toThrow(/storage kind "registry_test_poster" is already registered/);
    expect(isFileAccess("late_rule")).toBe(false);
    expect(() => registerContentArea({ area: "late", rules: [{ rule: "public", label: "P", opensWith: [] }] })).toThrow(
      /access rule "public"/,
    );
  });
});
