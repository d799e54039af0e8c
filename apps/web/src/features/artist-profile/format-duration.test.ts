import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration";

describe("formatDuration", () => {
  it("shows minutes and zero-padded seconds", () => {
    expect(formatDuration(215_000)).toBe("3:35");
    expect(formatDuration(65_400)).toBe("1:05");
    expect(formatDuration(0)).toBe("0:00");
  });

  it("says nothing for an unknown length", () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
  });
});
