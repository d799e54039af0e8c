import { describe, expect, it } from "vitest";
import { parseRoyalMode, royalEmojiForPath, serializeRoyalMode } from "./royal.ts";

describe("royalEmojiForPath", () => {
  it.each([
    ["/", "👑"],
    ["/dashboard", "👑"],
    ["/artist-dashboard", "🎵"],
    ["/fan-dashboard", "🐝"],
    ["/admin-dashboard", "🔧"],
    ["/mint", "🪙"],
    ["/live", "🎫"],
    ["/liveshows", "🎫"],
    ["/live-shows", "🎫"],
    ["/copyright", "🛡️"],
    ["/merch", "💰"],
    ["/marketplace", "👑"],
    ["/partner-dashboard", "👑"],
    ["/artist/live-band", "👑"],
    ["/fan-dashboard/", "🐝"],
    ["/fan-dashboard?tab=vault", "🐝"],
  ])("%s shows %s", (path, emoji) => {
    expect(royalEmojiForPath(path)).toBe(emoji);
  });
});

describe("royal mode storage", () => {
  it("is on only for the exact text true", () => {
    expect(parseRoyalMode("true")).toBe(true);
    for (const stored of ["false", "TRUE", "1", "", null, undefined]) expect(parseRoyalMode(stored)).toBe(false);
  });

  it("round-trips", () => {
    expect(parseRoyalMode(serializeRoyalMode(true))).toBe(true);
    expect(parseRoyalMode(serializeRoyalMode(false))).toBe(false);
  });
});
