import { getAddress, type Address } from "viem";
import { createSiweMessage } from "viem/siwe";

/** How long the signed message is good for; the server also bounds it by the nonce's life. */
export const SIWE_VALIDITY_MS = 5 * 60 * 1000;
export const SIWE_STATEMENT = "Sign in to WBE3.";

export interface SiweMessageInput {
  address: Address;
  chainId: number;
  nonce: string;
  /** This page's location: the server checks the message was made for its own host and origin. */
  site: { host: string; origin: string };
  now: Date;
}

/** The EIP-4361 message the wallet signs (DESIGN 5). */
export function buildSiweMessage({ address, chainId, nonce, site, now }: SiweMessageInput): string {
  return createSiweMessage({
    address: getAddress(address),
    chainId,
    domain: site.host,
    uri: site.origin,
    version: "1",
    nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + SIWE_VALIDITY_MS),
    statement: SIWE_STATEMENT,
  });
}
