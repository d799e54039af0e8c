import { describe, expect, it } from "vitest";
import { uploadFieldsSchema } from "./upload-form.ts";

const base = { title: "Song", price: "1" };
const ROYALTY_RANGE = "Royalty must be between 0 and 50 %.";
const parse = (extra: Record<string, unknown>) => uploadFieldsSchema.safeParse({ ...base, ...extra });

describe("upload royalty and editions", () => {
  it.each([null, "", "  ", [], [12], true, {}, "abc", "-1", "1e1"])("refuses royalty %j instead of reading it as a number", (royalty) => {
    const result = parse({ royalty });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(ROYALTY_RANGE);
  });

  it("takes a number from JSON or from a form's number field, and defaults only when absent", () => {
    expect(parse({ royalty: 12 }).data?.royalty).toBe(12);
    expect(parse({ royalty: "12" }).data?.royalty).toBe(12);
    expect(parse({ royalty: 0 }).data?.royalty).toBe(0);
    expect(parse({}).data?.royalty).toBe(10);
  });

  it("keeps the range and whole percentages", () => {
    expect(parse({ royalty: 51 }).error?.issues[0]?.message).toBe(ROYALTY_RANGE);
    expect(parse({ royalty: -1 }).error?.issues[0]?.message).toBe(ROYALTY_RANGE);
    expect(parse({ royalty: "12.5" }).error?.issues[0]?.message).toBe("Royalty must be a whole percentage.");
  });

  it("refuses editions that are not a number", () => {
    for (const editions of [null, "", [], true]) {
      expect(parse({ editions }).error?.issues[0]?.message).toBe("Editions must be a whole number from 1 to 10000.");
    }
    expect(parse({ editions: "5" }).data?.editions).toBe(5);
    expect(parse({ editions: 0 }).error?.issues[0]?.message).toBe("Editions must be at least 1.");
  });
});
