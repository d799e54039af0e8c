import { describe, expect, it } from "vitest";
import { actionsFor, contentUrlOf, readerKindOf } from "./opening.ts";
import { openingKindOf, registerOpeningKinds } from "../catalogue/openings-registry.ts";

const every0 = { kind: "none", actions: [] };
const CID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";

describe("what an owned item's file opens as", () => {
  it("shows books and text in the reader, and offers an action only where the file serves it", () => {
    expect(["application/pdf", "application/epub+zip", "text/plain; charset=utf-8"].map(readerKindOf)).toEqual(["pdf", "epub", "text"]);
    const every = { kind: "every", actions: ["read", "play", "watch", "download", "check_in"] } as const;
    expect(actionsFor(every, "application/pdf")).toEqual(["read", "download", "check_in"]);
    expect(actionsFor(every, "audio/mpeg")).toEqual(["play", "download", "check_in"]);
    expect(actionsFor(every, "video/mp4")).toEqual(["watch", "download", "check_in"]);
    expect(actionsFor(every, "image/png")).toEqual(["download", "check_in"]);
    expect(actionsFor(every, null)).toEqual(["check_in"]);
  });

  it("takes each kind's actions from the area that declared it", () => {
    expect(actionsFor(openingKindOf("book") ?? every0, "application/pdf")).toEqual(["read", "download"]);
    expect(actionsFor(openingKindOf("work") ?? every0, "audio/mpeg")).toEqual(["play"]);
    registerOpeningKinds({ area: "scratch-shows", kinds: [{ kind: "scratch-ticket", actions: ["watch", "check_in"] }] });
    expect(actionsFor(openingKindOf("scratch-ticket") ?? every0, null)).toEqual(["check_in"]);
    expect(() => registerOpeningKinds({ area: "scratch-again", kinds: [{ kind: "book", actions: ["read"] }] })).toThrow(
      /already registered/,
    );
    expect(() => registerOpeningKinds({ area: "scratch-empty", kinds: [{ kind: "scratch-nothing", actions: [] }] })).toThrow(/no action/);
    expect(openingKindOf("scratch-nothing")).toBeUndefined();
  });

  it("names a public file by the gateway and any other only by its access URL", () => {
    expect(contentUrlOf(CID, "public")).toBe(`/ipfs/${CID}`);
    for (const access of ["holders", "buyers", "ticket_holders", "owner"] as const) {
      expect(contentUrlOf(CID, access)).toBe(`/api/content/${CID}`);
    }
  });
});
