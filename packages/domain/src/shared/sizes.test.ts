import { describe, expect, it } from "vitest";
import { KIB, MIB, sizeLabel } from "./sizes.ts";

describe("sizeLabel", () => {
  it("says whole megabytes and kilobytes the way limits are written", () => {
    expect(sizeLabel(100 * MIB)).toBe("100 MB");
    expect(sizeLabel(MIB)).toBe("1 MB");
    expect(sizeLabel(512 * KIB)).toBe("512 KB");
  });
});
