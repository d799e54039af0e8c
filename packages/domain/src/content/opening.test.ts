import { describe, expect, it } from "vitest";
import { contentActionOf, contentUrlOf, readerKindOf } from "./opening.ts";

const CID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";

describe("what an owned item's file opens as", () => {
  it("reads books and text, plays audio and video, and offers nothing for the rest", () => {
    expect(["application/pdf", "application/epub+zip", "text/plain; charset=utf-8"].map(readerKindOf)).toEqual(["pdf", "epub", "text"]);
    expect(["application/pdf", "text/plain", "audio/mpeg", "video/mp4", "image/png"].map(contentActionOf)).toEqual([
      "read",
      "read",
      "play",
      "play",
      null,
    ]);
  });

  it("names a public file by the gateway and any other only by its access URL", () => {
    expect(contentUrlOf(CID, "public")).toBe(`/ipfs/${CID}`);
    for (const access of ["holders", "buyers", "ticket_holders", "owner"] as const) {
      expect(contentUrlOf(CID, access)).toBe(`/api/content/${CID}`);
    }
  });
});
