import { createHmac, timingSafeEqual } from "node:crypto";
import { CONTENT_LINK_TTL_SECONDS, contentPath } from "@wbe3/domain";

/** A signed link's parts as they arrive in the query string (any of them may be missing or altered). */
export interface SignedLinkParts {
  expires?: string | undefined;
  user?: string | undefined;
  sig?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNIX_SECONDS = /^[1-9]\d{0,11}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/** HMAC-SHA256 over the file, the reader and the expiry, each on its own line (none holds a newline). */
function signatureOf(secret: string, cid: string, userId: string, expires: number): Buffer {
  return createHmac("sha256", secret).update(`${cid}\n${userId}\n${expires}`).digest();
}

/** Whether the request carries any part of a signed link (then the link alone decides who reads). */
export function hasLinkParts(parts: SignedLinkParts): boolean {
  return parts.expires !== undefined || parts.user !== undefined || parts.sig !== undefined;
}

/** A link that opens `cid` for `userId` until `CONTENT_LINK_TTL_SECONDS` from `now`. */
export function signContentLink(secret: string, cid: string, userId: string, now: Date): { url: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + CONTENT_LINK_TTL_SECONDS;
  const sig = signatureOf(secret, cid, userId, expires).toString("hex");
  const query = new URLSearchParams({ expires: String(expires), user: userId, sig });
  return { url: `${contentPath(cid)}?${query.toString()}`, expiresAt: new Date(expires * 1000) };
}

/**
 * The reader a link was signed for, when it names this file, is unexpired (and never longer-lived
 * than a link we sign) and its signature is ours; null otherwise.
 */
export function readerOfLink(secret: string, cid: string, parts: SignedLinkParts, now: Date): string | null {
  const { expires, user, sig } = parts;
  if (!expires || !user || !sig || !UNIX_SECONDS.test(expires) || !UUID.test(user) || !SIGNATURE.test(sig)) return null;
  const expiry = Number(expires);
  const nowSeconds = now.getTime() / 1000;
  if (expiry <= nowSeconds || expiry > nowSeconds + CONTENT_LINK_TTL_SECONDS + 1) return null;
  const expected = signatureOf(secret, cid, user, expiry);
  return timingSafeEqual(expected, Buffer.from(sig, "hex")) ? user : null;
}
