import { describe, expect, it } from "vitest";
import { BASE_CHAIN, LOCAL_CHAIN_ID, toHexChainId } from "./chain.ts";

describe("toHexChainId", () => {
  it("gives Base's hex id", () => {
    expect(toHexChainId(BASE_CHAIN.id)).toBe(BASE_CHAIN.hexId);
    expect(toHexChainId(LOCAL_CHAIN_ID)).toBe("0x7a69");
  });

  it.each([0, -1, 1.5, Number.NaN])("rejects %d", (id) => {
    expect(() => toHexChainId(id)).toThrow(RangeError);
  });
});
