import { describe, expect, it } from "vitest";
import { FILE_ACCESS_RULES, isFileAccess, licenceLine, mayOpenFile, type ContentFacts } from "./content.ts";

const nobody: Omit<ContentFacts, "access"> = { uploader: false, reviewer: false, pendingReview: false, holdsToken: false };

describe("who may open a stored file", () => {
  it("opens a public file to anyone, and any file to its uploader", () => {
    for (const access of FILE_ACCESS_RULES) {
      expect(mayOpenFile({ ...nobody, access, uploader: true }), access).toBe(true);
      expect(mayOpenFile({ ...nobody, access }), access).toBe(access === "public");
    }
  });

  it("opens a holders' file to a current holder only", () => {
    expect(mayOpenFile({ ...nobody, access: "holders", holdsToken: true })).toBe(true);
    expect(mayOpenFile({ ...nobody, access: "owner", holdsToken: true })).toBe(false);
    expect(mayOpenFile({ ...nobody, access: "buyers", holdsToken: true })).toBe(false);
  });

  it("opens a book waiting for review to its reviewers, and only while it waits", () => {
    expect(mayOpenFile({ ...nobody, access: "holders", reviewer: true, pendingReview: true })).toBe(true);
    expect(mayOpenFile({ ...nobody, access: "holders", reviewer: true })).toBe(false);
    expect(mayOpenFile({ ...nobody, access: "holders", pendingReview: true })).toBe(false);
  });

  it("knows its rules", () => {
    expect(FILE_ACCESS_RULES.every(isFileAccess)).toBe(true);
    expect(isFileAccess("everyone")).toBe(false);
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
