import { describe, expect, it } from "vitest";
import type { AccessRuleDeclaration } from "../content/access-rules.ts";
import { UPLOAD_CATEGORIES } from "../uploads/categories.ts";
import { UPLOAD_MAX_BYTES } from "../uploads/uploads.ts";
import {
  accessRuleLabel,
  accessRuleOf,
  isFileAccess,
  largestStorageLimit,
  registerContentArea,
  storageKindDeclarations,
  storageKindNames,
  storageKindOf,
  storedFileServesAs,
} from "./content-access.ts";

const kindNamed = (kind: string, maxBytes = 1) => ({ kind, label: "X", extensions: [], mimeTypes: [], maxBytes, storers: [] });

describe("the content seam's registry", () => {
  it("knows the content module's own rules and every registered area's", () => {
    expect(isFileAccess("public")).toBe(true);
    expect(isFileAccess("owner")).toBe(true);
    expect(accessRuleOf("public")?.area).toBe("content");
    expect(accessRuleOf("holders")?.area).toBe("uploads");
    expect(accessRuleOf("book_holders")?.area).toBe("publishing");
    expect(isFileAccess("everyone")).toBe(false);
    expect(isFileAccess(undefined)).toBe(false);
    expect(accessRuleOf("nobody_registered_this")).toBeUndefined();
  });

  it("names a rule on screen by its label, and an unknown one as it is", () => {
    expect(accessRuleLabel("public")).toBe("Public");
    expect(accessRuleLabel("owner")).toBe("Only you");
    expect(accessRuleLabel("book_holders")).toBe("Holders only");
    expect(accessRuleLabel("nobody_registered_this")).toBe("nobody_registered_this");
  });

  it("lists the storage kinds in the order the areas declared them, and the largest file any accepts", () => {
    expect(storageKindNames()).toEqual([...UPLOAD_CATEGORIES, "copyright_work"]);
    expect(storageKindDeclarations().map((each) => [each.kind, each.area])).toEqual([
      ...UPLOAD_CATEGORIES.map((kind) => [kind, "uploads"]),
      ["copyright_work", "copyright"],
    ]);
    expect(storageKindOf("music")).toMatchObject({ area: "uploads", label: "Music", storers: ["artist"] });
    expect(largestStorageLimit()).toBe(Math.max(...Object.values(UPLOAD_MAX_BYTES)));
  });

  it("registers a new area's rule and storage kind, read like any other", () => {
    const largest = largestStorageLimit();
    registerContentArea({
      area: "registry-test",
      rules: [{ rule: "registry_test_guests", label: "Guests", opensWith: ["registry_test_on_list"] }],
      storageKinds: [
        { kind: "registry_test_poster", label: "Poster", extensions: ["png"], mimeTypes: ["image/png"], maxBytes: 1, storers: ["partner"] },
      ],
    });
    expect(accessRuleOf("registry_test_guests")).toMatchObject({ area: "registry-test", opensWith: ["registry_test_on_list"] });
    expect(accessRuleLabel("registry_test_guests")).toBe("Guests");
    expect(storageKindOf("registry_test_poster")).toMatchObject({ area: "registry-test", storers: ["partner"] });
    expect(storageKindNames().at(-1)).toBe("registry_test_poster");
    expect(largestStorageLimit()).toBe(largest);
  });

  it("registers areas that declare only rules, or only storage kinds, adding nothing else", () => {
    const kinds = storageKindNames();
    registerContentArea({ area: "rules-only", rules: [{ rule: "rules_only_rule", label: "R", opensWith: [] }] });
    registerContentArea({ area: "rules-only-too", rules: [{ rule: "rules_only_too", label: "R", opensWith: [] }] });
    expect(storageKindNames()).toEqual(kinds);
    registerContentArea({ area: "kinds-only", storageKinds: [kindNamed("kinds_only_video", 10 * largestStorageLimit())] });
    registerContentArea({ area: "kinds-only-too", storageKinds: [kindNamed("kinds_only_too")] });
    expect(accessRuleOf("rules_only_rule")?.area).toBe("rules-only");
    expect(accessRuleOf("rules_only_too")?.area).toBe("rules-only-too");
    expect(storageKindNames()).toEqual([...kinds, "kinds_only_video", "kinds_only_too"]);
    expect(storageKindOf("kinds_only_video")?.area).toBe("kinds-only");
    expect(largestStorageLimit()).toBe(storageKindOf("kinds_only_video")?.maxBytes);
  });

  it("refuses, whole, an area whose rule or storage kind is taken", () => {
    const taken = {
      area: "late",
      rules: [{ rule: "late_rule", label: "Late", opensWith: [] }],
      storageKinds: [kindNamed("registry_test_poster")],
    };
    expect(() => registerContentArea(taken)).toThrow('Content area "late": storage kind "registry_test_poster" is already registered');
    expect(isFileAccess("late_rule")).toBe(false);
    expect(() =>
      registerContentArea({ area: "late", rules: [{ rule: "public", label: "P", opensWith: [] }], storageKinds: [kindNamed("late_kind")] }),
    ).toThrow('Content area "late": access rule "public" is already registered');
    expect(storageKindOf("late_kind")).toBeUndefined();
    expect(accessRuleLabel("public")).toBe("Public");
  });

  it("refuses, whole, an area that names one rule or storage kind twice", () => {
    const rule = { rule: "twice_rule", label: "Twice", opensWith: [] };
    expect(() => registerContentArea({ area: "twice", rules: [rule, rule], storageKinds: [kindNamed("twice_ok")] })).toThrow(
      'Content area "twice": access rule "twice_rule" is already registered',
    );
    expect(() =>
      registerContentArea({ area: "twice", rules: [], storageKinds: [kindNamed("twice_kind"), kindNamed("twice_kind")] }),
    ).toThrow('Content area "twice": storage kind "twice_kind" is already registered');
    expect(isFileAccess("twice_rule")).toBe(false);
    expect(storageKindOf("twice_ok")).toBeUndefined();
    expect(storageKindOf("twice_kind")).toBeUndefined();
  });

  it("refuses a rule declared twice without its id (a caller the types do not check) rather than keep the second", () => {
    const noId = { label: "No id", opensWith: [] } as unknown as AccessRuleDeclaration;
    expect(() => registerContentArea({ area: "no-id", rules: [noId, noId] })).toThrow(
      'Content area "no-id": access rule "undefined" is already registered',
    );
  });
});

describe("a stored file used as another kind", () => {
  const MIB = 1024 * 1024;
  const work = (mimeType: string, size = 1) => ({ kind: "copyright_work", mimeType, size });

  it("serves its own kind, and a kind it declares usable as only with bytes of that kind's types and size", () => {
    expect(storedFileServesAs({ kind: "music", mimeType: "audio/mpeg", size: 1 }, "music")).toBe(true);
    // A registered work's WAV may become a track; its PDF may not, nor may a book become music.
    expect(storedFileServesAs(work("audio/wav"), "music")).toBe(true);
    expect(storedFileServesAs(work("audio/wav", 100 * MIB), "music")).toBe(true);
    expect(storedFileServesAs(work("audio/wav", 100 * MIB + 1), "music")).toBe(false);
    expect(storedFileServesAs(work("application/pdf"), "music")).toBe(false);
    expect(storedFileServesAs(work("application/pdf"), "books")).toBe(false);
    expect(storedFileServesAs({ kind: "books", mimeType: "audio/wav", size: 1 }, "music")).toBe(false);
    expect(storedFileServesAs({ kind: "unknown_kind", mimeType: "audio/wav", size: 1 }, "music")).toBe(false);
    expect(storedFileServesAs(work("audio/wav"), "unknown_kind")).toBe(false);
  });
});
