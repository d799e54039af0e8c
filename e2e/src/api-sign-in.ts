import type { BrowserContext } from "playwright-core";
import type { LocalAccount } from "viem";
import { createSiweMessage } from "viem/siwe";
import type { NonceResponse, SelectableRole, SignInResponse } from "@wbe3/domain";
import { readAppChain } from "./test-wallet.ts";
import { devAccount } from "./wallet-handler.ts";

export interface ApiSignInOptions {
  /** The app to sign in to. */
  baseUrl: string;
  /** Anvil dev account whose key signs the SIWE message (in Node; the key never reaches the page). */
  accountIndex: number;
  role: SelectableRole;
}

type Cookie = Parameters<BrowserContext["addCookies"]>[0][number];
const SAME_SITE: Record<string, Cookie["sameSite"]> = { lax: "Lax", strict: "Strict", none: "None" };

/**
 * One Set-Cookie header as Playwright takes it, keeping the attributes the server chose. The
 * session cookie is `__Host-` and Secure; Chromium accepts that from http://127.0.0.1 (a
 * trustworthy origin) when the server sets it, but DevTools' setCookies refuses a Secure cookie
 * for an http URL. So a Secure cookie is handed over for the same host under https: still
 * host-only with path /, and the browser sends it to the http app as it would its own.
 */
export function cookieFromSetCookie(header: string, appUrl: string): Cookie {
  const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
  const separator = pair.indexOf("=");
  if (separator <= 0) throw new Error(`Not a cookie: ${header}`);
  const cookie: Cookie = { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
  for (const attribute of attributes) {
    const [key = "", value = ""] = attribute.split("=");
    const name = key.toLowerCase();
    if (name === "httponly") cookie.httpOnly = true;
    else if (name === "secure") cookie.secure = true;
    else if (name === "samesite") cookie.sameSite = SAME_SITE[value.toLowerCase()];
    else if (name === "max-age") cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
  }
  const url = new URL(appUrl);
  if (cookie.secure) url.protocol = "https:";
  cookie.url = url.origin;
  return cookie;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * Signs in the way the app's wallet sign-in does (nonce → EIP-4361 message → personal_sign →
 * POST /api/auth/siwe), but from Node with the account's key. Answers the server's response,
 * whose Set-Cookie holds the session.
 */
export async function siweSignIn(baseUrl: string, account: LocalAccount, role: SelectableRole, chainId?: number): Promise<Response> {
  const site = new URL(baseUrl);
  const [appChainId, { nonce }] = await Promise.all([
    chainId ?? readAppChain(baseUrl).then((chain) => chain.chainId),
    expectOk(await fetch(`${baseUrl}/api/auth/nonce`), "GET /api/auth/nonce").then((res) => res.json() as Promise<NonceResponse>),
  ]);
  const now = new Date();
  const message = createSiweMessage({
    address: account.address,
    chainId: appChainId,
    domain: site.host,
    uri: site.origin,
    version: "1",
    nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + 5 * 60_000),
    statement: "Sign in to WBE3.",
  });
  const signature = await account.signMessage({ message });
  return expectOk(
    await fetch(`${baseUrl}/api/auth/siwe`, {
      method: "POST",
      // The Origin a page on the app would send; the server refuses other sites' mutations.
      headers: { "content-type": "application/json", origin: site.origin },
      body: JSON.stringify({ message, signature, role }),
    }),
    "POST /api/auth/siwe",
  );
}

/**
 * Signs in through the API (see siweSignIn) and hands the session cookie to the browser context.
 * For tests where signing in is a precondition, not the thing under test: no dialog, no popup.
 */
export async function signInThroughApi(
  context: BrowserContext,
  { baseUrl, accountIndex, role }: ApiSignInOptions,
): Promise<SignInResponse> {
  const response = await siweSignIn(baseUrl, devAccount(accountIndex), role);
  const origin = new URL(baseUrl).origin;
  const cookies = response.headers.getSetCookie().map((header) => cookieFromSetCookie(header, origin));
  if (cookies.length === 0) throw new Error("POST /api/auth/siwe set no session cookie");
  await context.addCookies(cookies);
  return (await response.json()) as SignInResponse;
}
