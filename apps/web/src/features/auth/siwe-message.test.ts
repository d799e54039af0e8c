import { describe, expect, it } from "vitest";
import { parseSiweMessage } from "viem/siwe";
import { buildSiweMessage, SIWE_STATEMENT } from "./siwe-message";

describe("buildSiweMessage", () => {
  it("binds the signature to this site, chain, nonce and a five-minute window", () => {
    const now = new Date("2030-01-02T03:04:05.000Z");
    const message = buildSiweMessage({
      address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
      chainId: 8453,
      nonce: "abcdefgh12345678",
      site: { host: "wbe3.example", origin: "https://wbe3.example" },
      now,
    });
    expect(parseSiweMessage(message)).toEqual({
      address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      chainId: 8453,
      domain: "wbe3.example",
      uri: "https://wbe3.example",
      version: "1",
      nonce: "abcdefgh12345678",
      issuedAt: now,
      expirationTime: new Date("2030-01-02T03:09:05.000Z"),
      statement: SIWE_STATEMENT,
    });
  });
});
