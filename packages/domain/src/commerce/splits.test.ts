import { describe, expect, it } from "vitest";
import { invalidAddress } from "../chain/messages.ts";
import { uploadFieldsSchema } from "../uploads/upload-form.ts";
import { SPLIT_DUPLICATE, SPLIT_SHARE, SPLITS_TOTAL } from "./messages.ts";
import { parseSplitLines, splitsField } from "./splits.ts";

const A = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const B = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const firstMessage = (value: unknown) => {
  const result = splitsField.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("revenue splits", () => {
  it("reads the studio's lines (address, share in %) as basis points of lower-case wallets", () => {
    expect(splitsField.parse(`${A} 60\n${B}, 40 %\n\n`)).toEqual([
      { wallet: A.toLowerCase(), bps: 6000 },
      { wallet: B.toLowerCase(), bps: 4000 },
    ]);
    expect(splitsField.parse(`${A} 33.34\n${B} 66.66`).map((split) => split.bps)).toEqual([3334, 6666]);
  });

  it("takes the parsed list as the API sends it, and none at all", () => {
    expect(splitsField.parse([{ wallet: A, bps: 10_000 }])).toEqual([{ wallet: A.toLowerCase(), bps: 10_000 }]);
    expect(splitsField.parse("")).toEqual([]);
  });

  it("names what is wrong: a bad address, a share, a total off 100 %, a wallet twice", () => {
    expect(firstMessage(`0x12 50\n${B} 50`)).toBe(invalidAddress("0x12"));
    expect(firstMessage(`${A} lots`)).toBe(SPLIT_SHARE);
    expect(firstMessage(`${A} 60\n${B} 30`)).toBe(SPLITS_TOTAL);
    expect(firstMessage(`${A} 50\n${A} 50`)).toBe(SPLIT_DUPLICATE);
  });

  it("keeps an unreadable line for the schema to name", () => {
    expect(parseSplitLines("just-a-name")).toEqual([{ wallet: "just-a-name", bps: Number.NaN, line: "just-a-name" }]);
  });

  it("is part of the upload form, empty by default", () => {
    const fields = uploadFieldsSchema.parse({ title: "Song", price: "1" });
    expect(fields.splits).toEqual([]);
  });
});
