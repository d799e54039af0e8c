import { createHmac, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CONTENT_LINK_TTL_SECONDS } from "@wbe3/domain";
import { hasLinkParts, readerOfLink, signLink, type SignedLinkParts } from "./signed-links.ts";

// The signer alone (no app): what a link carries, and every way a link is refused. The routes that
// use it, with a reader looked up again and their access checked: signed-links.test.ts.
const SECRET = "a secret of the tests, never the app's";
const CID = "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy";
const USER: string = randomUUID();
// Half a second past a whole second: the expiry counts from the whole second before.
const NOW = new Date(1_800_000_000_500);
const NOW_S = 1_800_000_000;

const hmacOf = (resource: string, user: string, expires: number | string, secret = SECRET) =>
  createHmac("sha256", secret).update(`${resource}\n${user}\n${expires}`).digest("hex");
const partsOf = (query: string): SignedLinkParts => Object.fromEntries(new URLSearchParams(query));
/** The parts of a link to CID for USER until `expires` (unix seconds, or as written), signed with our key. */
const forged = (expires: number | string, user = USER): SignedLinkParts => ({
  expires: String(expires),
  user,
  sig: hmacOf(CID, user, Number(expires)),
});
const readerAt = (parts: SignedLinkParts, now = NOW, resource = CID) => readerOfLink(SECRET, resource, parts, now);

describe("signLink", () => {
  it("signs the resource, the reader and the expiry (ten minutes from the whole second) with HMAC-SHA256", () => {
    const link = signLink(SECRET, CID, USER, NOW);
    const expires = NOW_S + CONTENT_LINK_TTL_SECONDS;
    expect(partsOf(link.query)).toEqual({ expires: String(expires), user: USER, sig: hmacOf(CID, USER, expires) });
    expect(link.expiresAt).toEqual(new Date(expires * 1000));
    expect(link.query).toBe(`expires=${expires}&user=${USER}&sig=${hmacOf(CID, USER, expires)}`);
  });

  it("signs a shorter life when asked, down to one second", () => {
    expect(partsOf(signLink(SECRET, "stream:show-1", USER, NOW, 1).query)).toEqual({
      expires: String(NOW_S + 1),
      user: USER,
      sig: hmacOf("stream:show-1", USER, NOW_S + 1),
    });
    expect(signLink(SECRET, CID, USER, NOW, CONTENT_LINK_TTL_SECONDS).expiresAt).toEqual(new Date((NOW_S + 600) * 1000));
  });

  it("never signs a life past ten minutes, none, a negative or a fractional one", () => {
    for (const ttl of [CONTENT_LINK_TTL_SECONDS + 1, 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => signLink(SECRET, CID, USER, NOW, ttl), String(ttl)).toThrow(`A signed link lasts 1 to 600 s, not ${ttl}`);
    }
  });

  it("never signs a name holding a newline or nothing", () => {
    expect(() => signLink(SECRET, "stream:a\nb", USER, NOW)).toThrow('Not a resource a link may name: "stream:a\\nb"');
    expect(() => signLink(SECRET, "", USER, NOW)).toThrow('Not a resource a link may name: ""');
  });
});

describe("readerOfLink", () => {
  it("answers the reader of a link we signed, until the second it expires", () => {
    const parts = partsOf(signLink(SECRET, CID, USER, NOW).query);
    expect(readerAt(parts)).toBe(USER);
    const expiry = (NOW_S + CONTENT_LINK_TTL_SECONDS) * 1000;
    expect(readerAt(parts, new Date(expiry - 1))).toBe(USER);
    expect(readerAt(parts, new Date(expiry))).toBeNull();
    expect(readerAt(parts, new Date(expiry + 1000))).toBeNull();
  });

  it("opens only the resource it names, and only under our key", () => {
    const parts = partsOf(signLink(SECRET, "stream:show-1", USER, NOW).query);
    expect(readerAt(parts, NOW, "stream:show-1")).toBe(USER);
    expect(readerAt(parts, NOW, "stream:show-2")).toBeNull();
    expect(readerAt(parts, NOW, CID)).toBeNull();
    expect(readerOfLink("another key", "stream:show-1", parts, NOW)).toBeNull();
  });

  it("refuses a resource no link may name, without signing anything", () => {
    expect(readerAt(partsOf(signLink(SECRET, CID, USER, NOW).query), NOW, "stream:a\nb")).toBeNull();
    expect(readerAt(partsOf(signLink(SECRET, CID, USER, NOW).query), NOW, "")).toBeNull();
  });

  it("refuses a link signed with our key for longer than we sign, with a second's grace", () => {
    // A link we sign ends at most ten minutes after the whole second it was signed in.
    const atSecond = new Date(NOW_S * 1000);
    expect(readerAt(forged(NOW_S + CONTENT_LINK_TTL_SECONDS), atSecond)).toBe(USER);
    expect(readerAt(forged(NOW_S + CONTENT_LINK_TTL_SECONDS + 1), atSecond)).toBe(USER);
    expect(readerAt(forged(NOW_S + CONTENT_LINK_TTL_SECONDS + 2), atSecond)).toBeNull();
    expect(readerAt(forged(NOW_S + 365 * 24 * 3600), atSecond)).toBeNull();
    expect(readerAt(forged(999_999_999_999), atSecond)).toBeNull();
  });

  it("refuses a link missing a part, or with a part not as we write it, even correctly signed", () => {
    const parts = forged(NOW_S + 60);
    expect(readerAt(parts)).toBe(USER);
    for (const missing of ["expires", "user", "sig"] as const) {
      expect(readerAt({ ...parts, [missing]: undefined }), missing).toBeNull();
      expect(readerAt({ ...parts, [missing]: "" }), missing).toBeNull();
    }
    // The same expiry written otherwise: a leading zero, a decimal, an exponent.
    for (const expires of [`0${NOW_S + 60}`, `${NOW_S + 60}.0`, `${(NOW_S + 60) / 10}e1`]) {
      expect(readerAt({ ...parts, expires }), expires).toBeNull();
    }
    // A reader that is no user id, signed as it is.
    expect(readerAt(forged(NOW_S + 60, "admin"))).toBeNull();
    expect(readerAt(partsOf(signLink(SECRET, CID, "admin", NOW).query))).toBeNull();
    // A signature in capitals, cut short, or not hex at all.
    expect(readerAt({ ...parts, sig: parts.sig?.toUpperCase() })).toBeNull();
    expect(readerAt({ ...parts, sig: parts.sig?.slice(2) })).toBeNull();
    expect(readerAt({ ...parts, sig: "zz" })).toBeNull();
    expect(readerAt({ ...parts, sig: `zz${parts.sig?.slice(2) ?? ""}` })).toBeNull();
  });

  it("refuses a link whose reader, expiry or signature was changed", () => {
    const parts = forged(NOW_S + 60);
    expect(readerAt({ ...parts, user: randomUUID() })).toBeNull();
    expect(readerAt({ ...parts, expires: String(NOW_S + 61) })).toBeNull();
    const sig = parts.sig ?? "";
    expect(readerAt({ ...parts, sig: `${sig[0] === "a" ? "b" : "a"}${sig.slice(1)}` })).toBeNull();
  });
});

describe("hasLinkParts", () => {
  it("is any part present, even empty; none is a request without a link", () => {
    expect(hasLinkParts({})).toBe(false);
    expect(hasLinkParts({ expires: undefined, user: undefined, sig: undefined })).toBe(false);
    for (const part of ["expires", "user", "sig"] as const) {
      expect(hasLinkParts({ [part]: "x" }), part).toBe(true);
      expect(hasLinkParts({ [part]: "" }), part).toBe(true);
    }
  });
});
