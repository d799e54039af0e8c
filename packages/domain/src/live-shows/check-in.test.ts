import { describe, expect, it } from "vitest";
import { getAddress, recoverTypedDataAddress, zeroAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import {
  CHECK_IN_CODE_MAX_LENGTH,
  CHECK_IN_FRESH_SECONDS,
  CHECK_IN_TYPES,
  checkInDomain,
  checkInFreshness,
  checkInMessage,
  decodeCheckInCode,
  encodeCheckInCode,
  type CheckInCode,
} from "./check-in.ts";

// A well-known test key (Anvil's first account): it holds nothing anywhere that matters.
const holder = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
const TICKETS = getAddress("0x5fbdb2315678afecb367f032d93f642f64180aa3");
const SHOW = "2b0f3f64-6f2a-4d7e-9a51-4c1e1b0d7c11";

async function signedCode(overrides: Partial<CheckInCode> = {}): Promise<CheckInCode> {
  const claim = { show: SHOW, tokenId: 7n, holder: holder.address, issuedAt: 1_800_000_000, ...overrides };
  const signature = await holder.signTypedData({
    domain: checkInDomain(31337, TICKETS),
    types: CHECK_IN_TYPES,
    primaryType: "CheckIn",
    message: checkInMessage(claim),
  });
  return { ...claim, signature, ...(overrides.signature ? { signature: overrides.signature } : {}) };
}

const base64url = (text: string) => Buffer.from(text).toString("base64url");

describe("the door code", () => {
  it("is base64url of the JSON {show, tokenId, holder, issuedAt, signature}, readable by any scanner", async () => {
    const code = await signedCode({ tokenId: 2n ** 200n });
    const text = encodeCheckInCode(code);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(text, "base64url").toString("utf8"))).toEqual({
      show: SHOW,
      tokenId: (2n ** 200n).toString(),
      holder: holder.address,
      issuedAt: 1_800_000_000,
      signature: code.signature,
    });
    expect(decodeCheckInCode(text)).toEqual(code);
  });

  it("is signed as EIP-712 CheckIn typed data in the WBE3 Tickets domain of the ticket contract", async () => {
    const code = await signedCode();
    const recover = (chainId: number, contract: `0x${string}`, message = checkInMessage(code)) =>
      recoverTypedDataAddress({
        domain: checkInDomain(chainId, contract),
        types: CHECK_IN_TYPES,
        primaryType: "CheckIn",
        message,
        signature: code.signature,
      });
    expect(await recover(31337, TICKETS)).toBe(holder.address);
    // Another chain, another contract or another ticket: the signature names someone else.
    expect(await recover(8453, TICKETS)).not.toBe(holder.address);
    expect(await recover(31337, zeroAddress)).not.toBe(holder.address);
    expect(await recover(31337, TICKETS, checkInMessage({ ...code, tokenId: 8n }))).not.toBe(holder.address);
    expect(await recover(31337, TICKETS, checkInMessage({ ...code, issuedAt: code.issuedAt + 1 }))).not.toBe(holder.address);
    expect(checkInDomain(31337, TICKETS)).toEqual({ name: "WBE3 Tickets", version: "1", chainId: 31337, verifyingContract: TICKETS });
  });

  it("reads a lower-case holder as its checksummed address, and tolerates surrounding space", async () => {
    const code = await signedCode();
    const text = base64url(JSON.stringify({ ...code, tokenId: "7", holder: holder.address.toLowerCase() }));
    expect(decodeCheckInCode(` ${text}\n`)?.holder).toBe(holder.address);
  });

  it("reads a holder whatever its letter case (the signature decides who it is)", async () => {
    const code = await signedCode();
    const wrongCase = `0x${holder.address.slice(2).replace(/[a-f]/, (letter) => letter.toUpperCase())}`;
    const text = base64url(JSON.stringify({ ...code, tokenId: "7", holder: wrongCase }));
    expect(decodeCheckInCode(text)?.holder).toBe(holder.address);
  });

  it("round-trips a code whose base64url has both of the characters base64 writes otherwise", async () => {
    // "???" and ">>>" at a multiple of three bytes are "Pz8/" and "Pj4+" in base64.
    const code = await signedCode({ show: "???>>>" });
    const text = encodeCheckInCode(code);
    expect(text).toContain("Pz8_Pj4-");
    expect(decodeCheckInCode(text)).toEqual(code);
  });

  it("round-trips codes of every length, leaving no padding in them", async () => {
    for (const show of [SHOW, `${SHOW}a`, `${SHOW}ab`]) {
      const code = await signedCode({ show });
      const text = encodeCheckInCode(code);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCheckInCode(text)).toEqual(code);
    }
  });

  it("reads a code up to its longest, and not one byte longer, whatever it holds", async () => {
    const json = { ...(await signedCode()), tokenId: "7" };
    // 768 bytes of JSON are exactly 1024 characters of base64url.
    const padded = (bytes: number) => {
      const bare = JSON.stringify({ ...json, note: "" });
      return base64url(JSON.stringify({ ...json, note: "x".repeat(bytes - bare.length) }));
    };
    expect(padded(768)).toHaveLength(CHECK_IN_CODE_MAX_LENGTH);
    expect(decodeCheckInCode(padded(768))?.tokenId).toBe(7n);
    expect(decodeCheckInCode(padded(769))).toBeNull();
  });

  it("refuses a code whose text is not UTF-8, though its JSON would read", async () => {
    const code = await signedCode();
    const text = JSON.stringify({ ...code, tokenId: "7", show: "SHOW" });
    const [before, after] = text.split("SHOW") as [string, string];
    const bytes = Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(after)]);
    expect(decodeCheckInCode(bytes.toString("base64url"))).toBeNull();
  });

  it("refuses anything that is not a well-formed code", async () => {
    const code = await signedCode();
    const json = { ...code, tokenId: "7" };
    const bad = [
      "",
      "not a code!",
      "A",
      base64url("not json"),
      base64url(JSON.stringify([json])),
      base64url(JSON.stringify({ ...json, show: "" })),
      base64url(JSON.stringify({ ...json, tokenId: 7 })),
      base64url(JSON.stringify({ ...json, tokenId: "-1" })),
      base64url(JSON.stringify({ ...json, tokenId: "07" })),
      base64url(JSON.stringify({ ...json, tokenId: (2n ** 256n).toString() })),
      base64url(JSON.stringify({ ...json, holder: "0x1234" })),
      base64url(JSON.stringify({ ...json, issuedAt: 1.5 })),
      base64url(JSON.stringify({ ...json, issuedAt: -1 })),
      base64url(JSON.stringify({ ...json, signature: code.signature.slice(0, -2) })),
      base64url(JSON.stringify({ ...json, signature: undefined })),
      Buffer.from([0xff, 0xfe, 0x7b]).toString("base64url"),
      "A".repeat(CHECK_IN_CODE_MAX_LENGTH + 1),
    ];
    for (const text of bad) expect(decodeCheckInCode(text), text).toBeNull();
    expect(decodeCheckInCode(base64url(JSON.stringify({ ...json, tokenId: (2n ** 256n - 1n).toString() })))?.tokenId).toBe(2n ** 256n - 1n);
  });
});

describe("a code's freshness", () => {
  const made = 1_800_000_000;
  it("opens the door for a minute, then expires (a screenshot is useless)", () => {
    expect(checkInFreshness(made, made)).toBe("fresh");
    expect(checkInFreshness(made, made + CHECK_IN_FRESH_SECONDS)).toBe("fresh");
    expect(checkInFreshness(made, made + CHECK_IN_FRESH_SECONDS + 1)).toBe("expired");
    expect(checkInFreshness(made, made + 120)).toBe("expired");
  });
  it("allows a phone clock a few seconds ahead, not more", () => {
    expect(checkInFreshness(made + 5, made)).toBe("fresh");
    expect(checkInFreshness(made + 6, made)).toBe("future");
  });
});
