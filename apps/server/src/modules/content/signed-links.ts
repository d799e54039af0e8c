import { createHmac, timingSafeEqual } from "node:crypto";
import { CONTENT_LINK_TTL_SECONDS } from "@wbe3/domain";

// One signer for every gated resource (decision 0025, issue 24 point 3): a stored file (named by
// its CID) or anything an area serves that is not a stored file (a live stream's player URL,
// named `<kind>:<id>`, e.g. `stream:<showId>`). A CID holds no colon, so the two never collide.

/** A signed link's parts as they arrive in the query string (any of them may be missing or altered). */
export interface SignedLinkParts {
  expires?: string | undefined;
  user?: string | undefined;
  sig?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNIX_SECONDS = /^[1-9]\d{0,11}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;
/** A resource name: a CID, or `<kind>:<id>`; never a newline (the signed fields are separated by them). */
const RESOURCE = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;

/** HMAC-SHA256 over the resource, the reader and the expiry, each on its own line (none holds a newline). */
function signatureOf(secret: string, resource: string, userId: string, expires: number): Buffer {
  if (!RESOURCE.test(resource)) throw new Error(`Not a resource a link may name: ${JSON.stringify(resource)}`);
  return createHmac("sha256", secret).update(`${resource}\n${userId}\n${expires}`).digest();
}

/** Whether a part is present and written as we write it (a missing part matches no pattern). */
function writtenAs(pattern: RegExp, part: string | undefined): part is string {
  return pattern.test(part ?? "");
}

/** Whether the request carries any part of a signed link (then the link alone decides who reads). */
export function hasLinkParts(parts: SignedLinkParts): boolean {
  return parts.expires !== undefined || parts.user !== undefined || parts.sig !== undefined;
}

/** A signed link's query: `expires=<unix s>&user=<id>&sig=<hex>`, and when it ends. */
export interface SignedQuery {
  query: string;
  expiresAt: Date;
}

/**
 * The query that opens `resource` for `userId` for `ttlSeconds` from `now`. A lifetime longer
 * than `CONTENT_LINK_TTL_SECONDS` (ten minutes) is a mistake of the caller: thrown, never signed.
 */
export function signLink(secret: string, resource: string, userId: string, now: Date, ttlSeconds = CONTENT_LINK_TTL_SECONDS): SignedQuery {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > CONTENT_LINK_TTL_SECONDS) {
    throw new Error(`A signed link lasts 1 to ${CONTENT_LINK_TTL_SECONDS} s, not ${ttlSeconds}`);
  }
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const sig = signatureOf(secret, resource, userId, expires).toString("hex");
  const query = new URLSearchParams({ expires: String(expires), user: userId, sig });
  return { query: query.toString(), expiresAt: new Date(expires * 1000) };
}

/**
 * The reader a link was signed for, when it names this resource, is unexpired (and never
 * longer-lived than a link we sign) and its signature is ours; null otherwise.
 */
export function readerOfLink(secret: string, resource: string, parts: SignedLinkParts, now: Date): string | null {
  const { expires, user, sig } = parts;
  if (!writtenAs(UNIX_SECONDS, expires) || !writtenAs(UUID, user) || !writtenAs(SIGNATURE, sig)) return null;
  if (!RESOURCE.test(resource)) return null;
  const expiry = Number(expires);
  const nowSeconds = now.getTime() / 1000;
  // The upper bound: a link signed with our key but for longer than we sign (a leaked key, a bug) opens nothing.
  if (expiry <= nowSeconds || expiry > nowSeconds + CONTENT_LINK_TTL_SECONDS + 1) return null;
  const expected = signatureOf(secret, resource, user, expiry);
  return timingSafeEqual(expected, Buffer.from(sig, "hex")) ? user : null;
}
