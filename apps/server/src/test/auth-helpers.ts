import { createSiweMessage, type CreateSiweMessageParameters } from "viem/siwe";
import type { HDAccount, LocalAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { inject } from "vitest";
import type { NonceResponse, SignInResponse } from "@wbe3/domain";
import type { TestApp } from "./test-app.ts";

/** The local-mode origin of a test app (PORT defaults to 8787): env.origins.canonical. */
export const ORIGIN = "http://localhost:8787";

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(res: Response): string {
  const header = res.headers.get("set-cookie") ?? "";
  const match = /__Host-session=([^;]*)/.exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in: ${header}`);
  return `__Host-session=${match[1]}`;
}

export async function getNonce(t: TestApp): Promise<string> {
  const res = await t.request("/api/auth/nonce");
  return ((await res.json()) as NonceResponse).nonce;
}

export async function siweMessage(
  t: TestApp,
  account: LocalAccount,
  overrides: Partial<CreateSiweMessageParameters> = {},
): Promise<string> {
  return createSiweMessage({
    address: account.address,
    chainId: inject("anvil").chainId,
    domain: new URL(ORIGIN).host,
    nonce: await getNonce(t),
    uri: `${ORIGIN}/`,
    version: "1",
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 5 * 60_000),
    statement: "Sign in to WBE3.",
    ...overrides,
  });
}

export function postJson(t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.request(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

/** Signs in with a wallet through the real SIWE flow; returns the cookie and the answer. */
export async function signInWithWallet(t: TestApp, account: LocalAccount, role: "artist" | "fan" | "partner" = "fan") {
  const message = await siweMessage(t, account);
  const signature = await account.signMessage({ message });
  const res = await postJson(t, "/api/auth/siwe", { message, signature, role });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { cookie: sessionCookie(res), body: (await res.json()) as SignInResponse, res };
}

const ACCOUNTS = devAccounts(40);

/**
 * Anvil dev account `index`. Test files use disjoint indices so that files running in parallel
 * never share a wallet (nonces, sessions).
 */
export function testAccount(index: number): HDAccount {
  const account = ACCOUNTS[index];
  if (!account) throw new Error(`no dev account ${index}`);
  return account;
}
