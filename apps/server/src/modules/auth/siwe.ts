import { generateSiweNonce, parseSiweMessage } from "viem/siwe";
import type { Address, Hex } from "viem";
import { AppError, chainDisplayName, SIWE_ERROR, SIWE_LIMITS, wrongNetwork } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { consumeNonce, deleteExpiredNonces, insertNonce } from "./nonce-repo.ts";

/** Clocks differ a little between a user's machine and ours. */
const CLOCK_SKEW_MS = 60_000;

export async function issueNonce(db: Database): Promise<string> {
  // viem's nonce: 96 random characters from [a-zA-Z0-9], far above the 96 bits we require.
  const nonce = generateSiweNonce();
  await deleteExpiredNonces(db);
  await insertNonce(db, nonce, new Date(Date.now() + SIWE_LIMITS.nonceTtlMs));
  return nonce;
}

const reject = (message: string) => new AppError("unauthorized", message);

/**
 * Checks a Sign-In with Ethereum message against this site, chain and time, verifies the
 * signature (EOAs and smart wallets via ERC-1271/6492) and spends its nonce. Returns the
 * address that signed. Every failure is a 401 that says which check failed. "This site" is one
 * of the configured origins (env.origins), never the request's Host.
 */
export async function verifySiwe(
  db: Database,
  chain: Chain,
  origins: readonly string[],
  { message, signature }: { message: string; signature: Hex },
): Promise<Address> {
  const fields = parseSiweMessage(message);
  if (!fields.address || !fields.domain || !fields.uri || !fields.nonce || !fields.issuedAt || !fields.version || !fields.chainId) {
    throw reject(SIWE_ERROR.notSiwe);
  }
  const site = origins.map((origin) => new URL(origin)).find((url) => url.host === fields.domain);
  if (!site) throw reject(SIWE_ERROR.otherSite);
  let uriOrigin: string;
  try {
    uriOrigin = new URL(fields.uri).origin;
  } catch {
    throw reject(SIWE_ERROR.otherAddress);
  }
  if (uriOrigin !== site.origin) throw reject(SIWE_ERROR.otherAddress);
  // viem types the version as "1", but its parser hands back whatever the message says.
  const version: string = fields.version;
  if (version !== "1") throw reject(SIWE_ERROR.unsupportedVersion);
  if (fields.chainId !== chain.chainId) throw reject(wrongNetwork(chainDisplayName(chain.chainId), chain.chainId));
  const now = Date.now();
  if (fields.issuedAt.getTime() > now + CLOCK_SKEW_MS) throw reject(SIWE_ERROR.issuedInFuture);
  if (fields.issuedAt.getTime() < now - SIWE_LIMITS.nonceTtlMs - CLOCK_SKEW_MS) throw reject(SIWE_ERROR.expired);
  if (fields.expirationTime && fields.expirationTime.getTime() <= now) throw reject(SIWE_ERROR.expired);
  if (fields.notBefore && fields.notBefore.getTime() > now + CLOCK_SKEW_MS) throw reject(SIWE_ERROR.notYetValid);

  const valid = await chain.client
    .verifySiweMessage({
      message,
      signature,
      address: fields.address,
      domain: site.host,
      nonce: fields.nonce,
      time: new Date(now + CLOCK_SKEW_MS),
    })
    .catch(() => false);
  if (!valid) throw reject(SIWE_ERROR.badSignature);
  // Spent last, atomically: a replay of this exact message and signature now fails here.
  if (!(await consumeNonce(db, fields.nonce))) throw reject(SIWE_ERROR.nonceSpent);
  return fields.address;
}
