import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_MESSAGES, REQUEST_ERROR, type ApiErrorBody } from "@wbe3/domain";
import { gatedBooks } from "../../test/gated-books.ts";

// Issue 19: a book's manuscript opens to whoever holds its edition now, its author, and its
// reviewers while it waits; /ipfs serves public files only. Signed links: signed-links.test.ts.
let world: Awaited<ReturnType<typeof gatedBooks>>;
let held: Awaited<ReturnType<typeof world.heldBook>>;
const open = (cid: string, cookie?: string, headers: Record<string, string> = {}) =>
  world.t.request(`/api/content/${cid}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  world = await gatedBooks();
  held = await world.heldBook("Held Pages", world.holder);
});
afterAll(() => world.t.close());

describe("GET /api/content/:cid", () => {
  it("asks a visitor to sign in", async () => {
    const res = await open(held.book.fileCid);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: "unauthorized" });
  });

  it("refuses a signed-in user who does not hold the book, saying why", async () => {
    const res = await open(held.book.fileCid, world.cookies.stranger);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: "forbidden", reason: "not_holder", message: CONTENT_MESSAGES.notHolder });
  });

  it("opens the manuscript to its author, privately", async () => {
    const res = await open(held.book.fileCid, world.cookies.author);
    expect(res.status).toBe(200);
    expect((await bytesOf(res)).equals(held.bytes)).toBe(true);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("opens it to the holder of the edition (their stamped copy, see deliveries.test.ts), in ranges too", async () => {
    const whole = await open(held.book.fileCid, world.cookies.holder);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const copy = await bytesOf(whole);
    expect(copy.subarray(0, 5).toString()).toBe("%PDF-");

    const first = await open(held.book.fileCid, world.cookies.holder, { range: "bytes=0-9" });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-9/${copy.length}`);
    expect(first.headers.get("cache-control")).toBe("private");
    expect((await bytesOf(first)).equals(copy.subarray(0, 10))).toBe(true);

    const past = await open(held.book.fileCid, world.cookies.holder, { range: `bytes=${copy.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${copy.length}`);
    expect(await errorOf(past)).toEqual({
      code: "range_not_satisfiable",
      reason: "range_not_satisfiable",
      message: REQUEST_ERROR.rangeNotSatisfiable,
    });
  });

  it("follows the token: after a transfer the former holder is refused and the new one let in", async () => {
    const moved = await world.heldBook("Moved Pages", world.holder);
    expect((await open(moved.book.fileCid, world.cookies.holder)).status).toBe(200);
    expect((await open(moved.book.fileCid, world.cookies.nextHolder)).status).toBe(403);
    await world.transfer(moved.token, world.holder, world.nextHolder);
    expect(await errorOf(await open(moved.book.fileCid, world.cookies.holder))).toMatchObject({ reason: "not_holder" });
    const now = await open(moved.book.fileCid, world.cookies.nextHolder);
    expect([now.status, (await bytesOf(now)).subarray(0, 5).toString()]).toEqual([200, "%PDF-"]);
  });

  it("lets an admin read a book waiting for review, and only while it waits", async () => {
    const waiting = await world.pendingBook("Waiting Pages");
    expect((await open(waiting.book.fileCid, world.cookies.admin)).status).toBe(200);
    expect((await open(waiting.book.fileCid, world.cookies.stranger)).status).toBe(403);
    expect((await open(held.book.fileCid, world.cookies.admin)).status).toBe(403);
  });

  it("opens a public file (the cover) to anyone signed in, and answers 404 for an unknown or malformed id", async () => {
    expect((await open(held.cover.ipfsHash, world.cookies.stranger)).status).toBe(200);
    const unknown = await open("bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy", world.cookies.stranger);
    expect([unknown.status, (await errorOf(unknown)).code]).toEqual([404, "not_found"]);
    expect((await open("not-a-cid", world.cookies.stranger)).status).toBe(400);
  });
});

describe("GET /ipfs/:cid", () => {
  it("does not serve a gated file: the same 404 as a CID never stored", async () => {
    const gated = await world.t.request(`/ipfs/${held.book.fileCid}`);
    const unknown = await world.t.request("/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy");
    expect(gated.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await gated.text()).toBe(await unknown.text());
    expect(gated.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
  });

  it("still serves the book's cover to everyone", async () => {
    const cover = await world.t.request(`/ipfs/${held.cover.ipfsHash}`);
    expect([cover.status, cover.headers.get("content-type")]).toEqual([200, "image/png"]);
  });
});
