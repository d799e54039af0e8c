import { describe, expect, it } from "vitest";
import { linkedResourceOf, openingAreas, registerOpenings, type LinkedResource } from "./openings.ts";

// The registry alone, no app. Test files share modules here (isolate: false), so the catalogue's
// areas may be registered already: each case names its own areas and kinds, and the areas carry
// no tokens nor listing files, so whatever reads the registry after this file is not changed.
const resource = (kind: string): LinkedResource => ({ kind, mayOpen: () => Promise.resolve(true) });

describe("the openings registry", () => {
  it("keeps the areas in registration order and finds each resource by its kind", () => {
    const before = openingAreas().length;
    const first = { area: "registry-first", resources: [resource("registry-stream"), resource("registry-replay")] };
    // Areas that serve no resource (the books, say) register side by side.
    const second = { area: "registry-second" };
    const third = { area: "registry-third" };
    registerOpenings(first);
    registerOpenings(second);
    registerOpenings(third);
    expect(openingAreas().length).toBe(before + 3);
    expect(openingAreas().slice(-3)).toEqual([first, second, third]);
    expect(linkedResourceOf("registry-stream")).toBe(first.resources[0]);
    expect(linkedResourceOf("registry-replay")).toBe(first.resources[1]);
    expect(linkedResourceOf("registry-nothing")).toBeUndefined();
  });

  it("refuses, whole, an area registered twice", () => {
    registerOpenings({ area: "registry-twice" });
    const before = openingAreas().length;
    expect(() => registerOpenings({ area: "registry-twice", resources: [resource("registry-twice-stream")] })).toThrow(
      'Openings of area "registry-twice" are already registered',
    );
    expect(openingAreas().length).toBe(before);
    expect(linkedResourceOf("registry-twice-stream")).toBeUndefined();
  });

  it("takes a resource kind of lower-case letters, digits and hyphens, starting with a letter, up to 40 characters", () => {
    const kinds = ["k", "k2", "k-tour", `k${"x".repeat(39)}`];
    registerOpenings({ area: "registry-kinds", resources: kinds.map(resource) });
    for (const kind of kinds) expect(linkedResourceOf(kind)?.kind).toBe(kind);
  });

  it("refuses, whole, an area with a malformed resource kind", () => {
    const malformed = [
      "",
      "Stream",
      "sTream",
      "2stream",
      "-stream",
      "stream_two",
      "stream two",
      " stream",
      "stream ",
      `s${"x".repeat(40)}`,
    ];
    for (const [i, kind] of malformed.entries()) {
      const before = openingAreas().length;
      const area = `registry-malformed-${i}`;
      expect(() => registerOpenings({ area, resources: [resource(`registry-fine-${i}`), resource(kind)] })).toThrow(
        `Openings of area "${area}": "${kind}" is not a resource kind`,
      );
      expect(openingAreas().length).toBe(before);
      expect(linkedResourceOf(`registry-fine-${i}`)).toBeUndefined();
    }
  });

  it("refuses, whole, a resource kind another area took, or one area names twice", () => {
    const taken = resource("registry-taken");
    registerOpenings({ area: "registry-owner", resources: [taken] });
    const before = openingAreas().length;
    expect(() =>
      registerOpenings({ area: "registry-late", resources: [resource("registry-late-own"), resource("registry-taken")] }),
    ).toThrow('Openings of area "registry-late": resource "registry-taken" is already registered');
    expect(() =>
      registerOpenings({ area: "registry-double", resources: [resource("registry-double"), resource("registry-double")] }),
    ).toThrow('Openings of area "registry-double": resource "registry-double" is already registered');
    expect(openingAreas().length).toBe(before);
    expect(linkedResourceOf("registry-taken")).toBe(taken);
    expect(linkedResourceOf("registry-late-own")).toBeUndefined();
    expect(linkedResourceOf("registry-double")).toBeUndefined();
  });
});
