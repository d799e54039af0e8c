import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { InvalidAddressError, isAddressLike, normalizeAddress, sameAddress } from "./address.ts";
import { AppError } from "../shared/errors.ts";

const CHECKSUMMED = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

describe("normalizeAddress", () => {
  it("returns the checksum form of a lower-case address", () => {
    expect(normalizeAddress(CHECKSUMMED.toLowerCase())).toBe(CHECKSUMMED);
  });

  it("accepts any casing, even a wrong checksum, because it lower-cases first", () => {
    expect(normalizeAddress(CHECKSUMMED.toUpperCase().replace("0X", "0x"))).toBe(CHECKSUMMED);
    expect(normalizeAddress("0x5AAEB6053f3e94c9b9a09f33669435e7ef1beaed")).toBe(CHECKSUMMED);
  });

  it.each([
    ["empty", ""],
    ["just 0x", "0x"],
    ["41 characters", CHECKSUMMED.slice(0, 41)],
    ["43 characters", `${CHECKSUMMED}0`],
    ["non-hex", "0xzzzeb6053F3E94C9b9A09f33669435E7Ef1BeAed"],
    ["no 0x prefix", `00${CHECKSUMMED.slice(2)}`],
    ["surrounding spaces", ` ${CHECKSUMMED.slice(0, 41)}`],
  ])("rejects %s with the SPEC message", (_case, value) => {
    expect(() => normalizeAddress(value)).toThrow(`Invalid Ethereum address format: ${value}`);
  });

  it("throws an InvalidAddressError that is a bad_request AppError", () => {
    const error = (() => {
      try {
        normalizeAddress("0x");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InvalidAddressError);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "bad_request", status: 400, value: "0x" });
  });

  it("is idempotent on every valid address", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const hex = `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
        const once = normalizeAddress(hex);
        expect(normalizeAddress(once)).toBe(once);
        expect(once.toLowerCase()).toBe(hex);
      }),
    );
  });
});

describe("isAddressLike", () => {
  it("tells valid from invalid without throwing", () => {
    expect(isAddressLike(CHECKSUMMED)).toBe(true);
    expect(isAddressLike("0x123")).toBe(false);
  });
});

describe("sameAddress", () => {
  it("compares case-insensitively", () => {
    expect(sameAddress(CHECKSUMMED, CHECKSUMMED.toLowerCase())).toBe(true);
  });

  it("is false for different addresses", () => {
    expect(sameAddress(CHECKSUMMED, "0x0000000000000000000000000000000000000001")).toBe(false);
  });

  it("never matches a missing or invalid value, even against itself", () => {
    expect(sameAddress("0x", "0x")).toBe(false);
    expect(sameAddress(null, CHECKSUMMED)).toBe(false);
    expect(sameAddress(CHECKSUMMED, undefined)).toBe(false);
  });
});
