import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_LINK_TTL_SECONDS, CONTENT_MESSAGES, contentLinkAnswer, type ApiErrorBody } from "@wbe3/domain";
import { gatedBooks } from "../../test/gated-books.ts";
import { signLink } from "./signed-links.ts";

// Issue 19: a short-lived link opens a gated file without a cookie (a media element's src) for the
// user it was made for, as long as that user may still open the file.
let world: Awaited<ReturnType<typeof gatedBooks>>;
let held: Awaited<ReturnType<typeof world.heldBook>>;
let holderId: string;
const askLink = (cid: string, cookie: string) => world.call(cookie, "POST", `/api/content/${cid}/link`);
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

async function expectInvalid(url: string) {
  const res = await world.t.request(url);
  expect(res.status, url).toBe(403);
  expect(((await res.json()) as ApiErrorBody).error).toEqual({
    code: "forbidden",
    reason: "link_invalid",
    message: CONTENT_MESSAGES.linkInvalid,
  });
}

beforeAll(async () => {
  world = await gatedBooks();
  held = await world.heldBook("Linked Pages", world.holder);
  holderId = ((await world.call(world.cookies.holder, "GET", "/api/auth/me")).body as { user: { id: string } }).user.id;
});
afterAll(() => world.t.close());

describe("POST /api/content/:cid/link", () => {
  it("answers a ten-minute link that opens the file without a cookie, ranges included", async () => {
    const before = Date.now();
    const answer = await askLink(held.book.fileCid, world.cookies.holder);
    const after = Date.now();
    expect(answer.status).toBe(200);
    const link = contentLinkAnswer.strict().parse(answer.body);
    const url = new URL(link.url, "http://localhost");
    expect(url.pathname).toBe(`/api/content/${held.book.fileCid}`);
    expect(url.searchParams.get("user")).toBe(holderId);
    expect(url.searchParams.get("sig")).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(url.searchParams.get("expires"));
    expect(new Date(link.expiresAt).getTime()).toBe(expires * 1000);
    // Ten minutes from when it was signed, between the request and its answer.
    expect(expires * 1000 - after).toBeLessThanOrEqual(CONTENT_LINK_TTL_SECONDS * 1000);
    expect(expires * 1000 - before).toBeGreaterThan((CONTENT_LINK_TTL_SECONDS - 60) * 1000);

    const opened = await world.t.request(link.url);
    expect([opened.status, opened.headers.get("cache-control")]).toEqual([200, "private"]);
    // The holder's own copy, the same as their session opens (stamped for them: deliveries.test.ts).
    const copy = await bytesOf(opened);
    const bySession = await world.t.request(`/api/content/${held.book.fileCid}`, { headers: { cookie: world.cookies.holder } });
    expect(copy.equals(await bytesOf(bySession))).toBe(true);
    const ranged = await world.t.request(link.url, { headers: { range: "bytes=0-9" } });
    expect(ranged.status).toBe(206);
    expect((await bytesOf(ranged)).equals(copy.subarray(0, 10))).toBe(true);
  });

  it("is refused to whoever may not open the file, and to a visitor", async () => {
    const refused = await askLink(held.book.fileCid, world.cookies.stranger);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { reason: "not_holder" } });
    const visitor = await world.t.request(`/api/content/${held.book.fileCid}/link`, { method: "POST" });
    expect(visitor.status).toBe(401);
  });

  it("refuses an expired link", async () => {
    const stale = signLink(world.t.deps.env.contentLinkSecret, held.book.fileCid, holderId, new Date(Date.now() - 11 * 60_000));
    await expectInvalid(`/api/content/${held.book.fileCid}?${stale.query}`);
  });

  it("refuses a link made for an account that no longer exists, though signed with our key", async () => {
    const orphan = signLink(world.t.deps.env.contentLinkSecret, held.book.fileCid, randomUUID(), new Date());
    await expectInvalid(`/api/content/${held.book.fileCid}?${orphan.query}`);
  });

  it("refuses a link signed with our key but living longer than ten minutes, and never signs one", async () => {
    // The signature's format (resource, user, expiry on their own lines), so the forged link differs only in its lifetime.
    const signedUntil = (expires: number) => {
      const sig = createHmac("sha256", world.t.deps.env.contentLinkSecret)
        .update(`${held.book.fileCid}\n${holderId}\n${expires}`)
        .digest("hex");
      return `/api/content/${held.book.fileCid}?expires=${expires}&user=${holderId}&sig=${sig}`;
    };
    const now = Math.floor(Date.now() / 1000);
    expect((await world.t.request(signedUntil(now + CONTENT_LINK_TTL_SECONDS - 5))).status).toBe(200);
    await expectInvalid(signedUntil(now + CONTENT_LINK_TTL_SECONDS + 60));
    await expectInvalid(signedUntil(now + 365 * 24 * 3600));
    const secret = world.t.deps.env.contentLinkSecret;
    expect(() => signLink(secret, held.book.fileCid, holderId, new Date(), CONTENT_LINK_TTL_SECONDS + 1)).toThrow(/lasts 1 to 600 s/);
    expect(() => signLink(secret, held.book.fileCid, holderId, new Date(), 0)).toThrow(/lasts 1 to 600 s/);
    expect(() => signLink(secret, "stream:a\nb", holderId, new Date())).toThrow(/Not a resource/);
  });

  it("refuses a link whose file, user, expiry or signature was changed", async () => {
    const { url } = contentLinkAnswer.parse((await askLink(held.book.fileCid, world.cookies.holder)).body);
    const strangerId = ((await world.call(world.cookies.stranger, "GET", "/api/auth/me")).body as { user: { id: string } }).user.id;
    const other = await world.heldBook("Other Pages", world.holder);
    const changed = (name: string, value: string) => {
      const link = new URL(url, "http://localhost");
      link.searchParams.set(name, value);
      return `${link.pathname}${link.search}`;
    };
    const query = new URL(url, "http://localhost").search;
    const sig = new URL(url, "http://localhost").searchParams.get("sig") ?? "";
    const expires = Number(new URL(url, "http://localhost").searchParams.get("expires"));
    await expectInvalid(`/api/content/${other.book.fileCid}${query}`);
    await expectInvalid(changed("user", strangerId));
    await expectInvalid(changed("expires", String(expires + 60)));
    await expectInvalid(changed("expires", String(expires - 1)));
    await expectInvalid(changed("expires", "soon"));
    await expectInvalid(changed("sig", `${sig[0] === "a" ? "b" : "a"}${sig.slice(1)}`));
    await expectInvalid(changed("sig", "zz"));
    await expectInvalid(`/api/content/${held.book.fileCid}?sig=${sig}`);
    // The untouched link still opens the file, even with someone else's cookie.
    const res = await world.t.request(url, { headers: { cookie: world.cookies.stranger } });
    expect(res.status).toBe(200);
  });

  it("checks access again when the link is used: a holder who sold the edition is refused", async () => {
    const sold = await world.heldBook("Sold Pages", world.holder);
    const { url } = contentLinkAnswer.parse((await askLink(sold.book.fileCid, world.cookies.holder)).body);
    expect((await world.t.request(url)).status).toBe(200);
    await world.transfer(sold.token, world.holder, world.nextHolder);
    const refused = await world.t.request(url);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ApiErrorBody).error.reason).toBe("not_holder");
  });
});
