import { describe, expect, it } from "vitest";
import { EVERYONE, factsAskedBy, mayOpenFile, STORED_IT, type AccessRuleDeclaration } from "./access-rules.ts";
import { licenceLine } from "./content.ts";

const publicRule: AccessRuleDeclaration = { rule: "public", label: "Public", opensWith: [EVERYONE] };
const ownerRule: AccessRuleDeclaration = { rule: "owner", label: "Only you", opensWith: [] };
const gated: AccessRuleDeclaration = { rule: "guests", label: "Guests", opensWith: ["on_list"], reviewedWith: ["reviews_it"] };
const none = new Set<string>();

describe("who may open a stored file", () => {
  it("opens a public file to anyone as stored, and any file to whoever stored it", () => {
    expect(mayOpenFile(publicRule, none)).toBe("stored");
    for (const rule of [publicRule, ownerRule, gated, undefined]) expect(mayOpenFile(rule, new Set([STORED_IT]))).toBe("stored");
    expect(mayOpenFile(ownerRule, none)).toBeNull();
  });

  it("opens a gated file to a reader one of its facts holds for, as their own copy", () => {
    expect(mayOpenFile(gated, new Set(["on_list"]))).toBe("copy");
    expect(mayOpenFile(gated, new Set(["another_fact"]))).toBeNull();
    expect(mayOpenFile(gated, none)).toBeNull();
  });

  it("opens a waiting file to its reviewers as stored, and a reviewer who also holds it gets their copy", () => {
    expect(mayOpenFile(gated, new Set(["reviews_it"]))).toBe("stored");
    expect(mayOpenFile(gated, new Set(["reviews_it", "on_list"]))).toBe("copy");
    expect(mayOpenFile(ownerRule, new Set(["reviews_it"]))).toBeNull();
  });

  it("opens a file to a reader any one of its facts holds for, not only one all of them hold for", () => {
    const twoWays: AccessRuleDeclaration = { ...gated, opensWith: ["on_list", "holds_it"], reviewedWith: ["reviews_it", "admin"] };
    expect(mayOpenFile(twoWays, new Set(["holds_it"]))).toBe("copy");
    expect(mayOpenFile(twoWays, new Set(["admin"]))).toBe("stored");
  });

  it("counts everyone among a rule's reviewers as every reader, whatever facts they bring", () => {
    const anyoneReviews: AccessRuleDeclaration = { ...gated, reviewedWith: [EVERYONE] };
    expect(mayOpenFile(anyoneReviews, none)).toBe("stored");
    expect(mayOpenFile(anyoneReviews, new Set(["on_list"]))).toBe("copy");
  });

  it("opens a file under a rule nobody registered to its storer only", () => {
    expect(mayOpenFile(undefined, new Set(["on_list", "reviews_it"]))).toBeNull();
  });
});

describe("the facts a rule asks of the areas' providers", () => {
  it("asks what opens the file, then what makes a reviewer of it, in the order declared", () => {
    expect(factsAskedBy(gated)).toEqual(["on_list", "reviews_it"]);
    expect(factsAskedBy({ ...gated, opensWith: ["on_list", "holds_it"], reviewedWith: ["reviews_it", "admin"] })).toEqual([
      "on_list",
      "holds_it",
      "reviews_it",
      "admin",
    ]);
  });

  it("asks only what opens the file when the rule has no reviewers, and nothing of a rule nothing opens", () => {
    expect(factsAskedBy({ rule: "guests", label: "Guests", opensWith: ["on_list"] })).toEqual(["on_list"]);
    expect(factsAskedBy(ownerRule)).toEqual([]);
  });

  it("never asks the content module's own facts: everyone, and whoever stored the file", () => {
    expect(factsAskedBy(publicRule)).toEqual([]);
    expect(factsAskedBy({ ...gated, opensWith: [STORED_IT, "on_list"], reviewedWith: [EVERYONE, "reviews_it"] })).toEqual([
      "on_list",
      "reviews_it",
    ]);
    expect(factsAskedBy({ ...gated, opensWith: [EVERYONE], reviewedWith: [STORED_IT] })).toEqual([]);
  });
});

describe("the licence line stamped on a reader's copy", () => {
  const day = new Date("2026-11-26T23:59:00Z");
  const reader = { id: "u1", walletAddress: "0xAbC", email: "fan@example.com" };

  it("names the wallet, the day (UTC) and the order, else how the token came", () => {
    expect(licenceLine(reader, day, { orderId: "o-7" })).toBe("Licensed to 0xAbC · 2026-11-26 · order o-7");
    expect(licenceLine(reader, day, "transferred")).toBe("Licensed to 0xAbC · 2026-11-26 · transferred");
  });

  it("names the e-mail when the account has no wallet", () => {
    expect(licenceLine({ ...reader, walletAddress: null }, day, "transferred")).toBe(
      "Licensed to fan@example.com · 2026-11-26 · transferred",
    );
  });
});
