import { getAddress, isAddress, type Address, type Hex } from "viem";
import { z } from "zod";

/**
 * The door code a ticket holder shows: the holder's wallet signs, as EIP-712 typed data, which
 * show, which ticket, who holds it and when the code was made. It is public so that any scanner app
 * can read it: base64url of the JSON `{show, tokenId, holder, issuedAt, signature}`. The holder's
 * screen signs a fresh one every CHECK_IN_RESIGN_SECONDS; the door accepts a code for
 * CHECK_IN_FRESH_SECONDS, so a screenshot expires (decision 0034).
 */
export const CHECK_IN_RESIGN_SECONDS = 30;
export const CHECK_IN_FRESH_SECONDS = 60;
/** A phone's clock may run a little ahead of the server's: a code from this far ahead still counts. */
export const CHECK_IN_CLOCK_SKEW_SECONDS = 5;

export const CHECK_IN_TYPES = {
  CheckIn: [
    { name: "show", type: "string" },
    { name: "tokenId", type: "uint256" },
    { name: "holder", type: "address" },
    { name: "issuedAt", type: "uint256" },
  ],
} as const;

/** The signing domain: the ticket contract on this chain, so a code is good nowhere else. */
export function checkInDomain(chainId: number, ticketContract: Address) {
  return { name: "WBE3 Tickets", version: "1", chainId, verifyingContract: ticketContract } as const;
}

export interface CheckInClaim {
  show: string;
  tokenId: bigint;
  holder: Address;
  /** Unix seconds. */
  issuedAt: number;
}

export interface CheckInCode extends CheckInClaim {
  signature: Hex;
}

/** The typed-data message a wallet signs for `claim` (viem's `signTypedData` / `verifyTypedData`). */
export function checkInMessage(claim: CheckInClaim) {
  return { show: claim.show, tokenId: claim.tokenId, holder: claim.holder, issuedAt: BigInt(claim.issuedAt) };
}

// uint256 as a decimal string in JSON (JSON numbers lose precision past 2^53).
const UINT256_MAX = 2n ** 256n - 1n;
const codeJson = z.object({
  show: z.string().min(1).max(100),
  tokenId: z
    .string()
    .regex(/^(0|[1-9]\d{0,77})$/)
    .refine((value) => BigInt(value) <= UINT256_MAX),
  holder: z.string().refine((value) => isAddress(value, { strict: false })),
  issuedAt: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
});

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Longer than any honest code (a uuid, a uint256, an address, a signature and the keys). */
export const CHECK_IN_CODE_MAX_LENGTH = 1024;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(code: string): string | null {
  if (!BASE64URL.test(code) || code.length % 4 === 1) return null;
  // atob reads base64 without its padding (the HTML standard's forgiving decode).
  const binary = atob(code.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The code a holder's screen shows (and its QR carries). */
export function encodeCheckInCode(code: CheckInCode): string {
  return toBase64Url(
    JSON.stringify({
      show: code.show,
      tokenId: code.tokenId.toString(),
      holder: code.holder,
      issuedAt: code.issuedAt,
      signature: code.signature,
    }),
  );
}

/** A scanned code read back, or null when it is not one (wrong alphabet, not JSON, a field missing or malformed). */
export function decodeCheckInCode(code: string): CheckInCode | null {
  const text = code.length <= CHECK_IN_CODE_MAX_LENGTH ? fromBase64Url(code.trim()) : null;
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = codeJson.safeParse(json);
  if (!parsed.success) return null;
  const { show, tokenId, holder, issuedAt, signature } = parsed.data;
  return { show, tokenId: BigInt(tokenId), holder: getAddress(holder), issuedAt, signature: signature as Hex };
}

export type CheckInFreshness = "fresh" | "expired" | "future";

/** Whether a code made at `issuedAt` may still open the door at `nowSeconds`. */
export function checkInFreshness(issuedAt: number, nowSeconds: number): CheckInFreshness {
  if (issuedAt > nowSeconds + CHECK_IN_CLOCK_SKEW_SECONDS) return "future";
  return nowSeconds - issuedAt <= CHECK_IN_FRESH_SECONDS ? "fresh" : "expired";
}
