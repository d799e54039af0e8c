import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { contentDeliveries, orderItems, orders } from "@wbe3/db";
import { CONTENT_MESSAGES, type ApiErrorBody } from "@wbe3/domain";
import { PDF_BYTES } from "../../test/file-fixtures.ts";
import { gatedBooks } from "../../test/gated-books.ts";
import { pdfPageTexts } from "../../test/pdf-fixtures.ts";
import { countHit } from "../rate-limits/service.ts";
import { CONTENT_RATE } from "./deliveries.ts";

// Issue 19, point 5: each PDF handed to a reader other than its uploader is their own stamped copy,
// recorded once with its SHA-256, so a leaked copy leads to its reader and order.
let world: Awaited<ReturnType<typeof gatedBooks>>;
let holder: { id: string; walletAddress: string };
const open = (cid: string, cookie: string, headers: Record<string, string> = {}) =>
  world.t.request(`/api/content/${cid}`, { headers: { cookie, ...headers } });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const today = () => new Date().toISOString().slice(0, 10);
const deliveriesOf = (cid: string) => world.t.db.select().from(contentDeliveries).where(eq(contentDeliveries.cid, cid));

beforeAll(async () => {
  world = await gatedBooks();
  holder = ((await world.call(world.cookies.holder, "GET", "/api/auth/me")).body as { user: typeof holder }).user;
});
afterAll(() => world.t.close());

describe("a holder's copy of a PDF", () => {
  it("carries the licence line on every page, names the order that bought it, and is recorded once", async () => {
    const held = await world.heldBook("Stamped Pages", world.holder);
    const [order] = await world.t.db
      .insert(orders)
      .values({
        userId: holder.id,
        status: "paid",
        total: 1n,
        expiresAt: new Date(),
        quote: {},
        signature: "0x",
        chainId: world.t.deps.chain.chainId,
        txHash: `0x${"cd".repeat(32)}`,
        paidAt: new Date(),
      })
      .returning({ id: orders.id });
    await world.t.db
      .insert(orderItems)
      .values({ orderId: order?.id ?? "", listingId: held.listingId, position: 0, title: "Stamped Pages", quantity: 1, unitPrice: 1n });

    const first = await open(held.book.fileCid, world.cookies.holder);
    expect(first.status).toBe(200);
    const copy = await bytesOf(first);
    expect(copy.equals(held.bytes)).toBe(false);
    const pages = await pdfPageTexts(copy);
    expect(pages).toHaveLength(2);
    for (const text of pages) expect(text).toContain(`Licensed to ${holder.walletAddress} · ${today()} · order ${order?.id}`);

    const again = await bytesOf(await open(held.book.fileCid, world.cookies.holder));
    expect(sha256(again)).toBe(sha256(copy));
    const rows = await deliveriesOf(held.book.fileCid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ readerId: holder.id, sha256: sha256(copy), orderId: order?.id });
    expect(rows[0]?.copyCid).toMatch(/^b[a-z2-7]+$/);
  });

  it("says the token came by transfer when the reader has no order for it, and serves ranges of the same copy", async () => {
    const held = await world.heldBook("Given Pages", world.nextHolder);
    const [whole, ranged] = [
      await open(held.book.fileCid, world.cookies.nextHolder),
      await open(held.book.fileCid, world.cookies.nextHolder, { range: "bytes=100-199" }),
    ];
    const copy = await bytesOf(whole);
    for (const text of await pdfPageTexts(copy))
      expect(text).toMatch(/^.*Licensed to 0x[0-9a-fA-F]{40} · \d{4}-\d{2}-\d{2} · transferred$/);
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 100-199/${copy.length}`);
    expect((await bytesOf(ranged)).equals(copy.subarray(100, 200))).toBe(true);
  });

  it("is never stamped for its uploader", async () => {
    const held = await world.heldBook("Own Pages", world.holder);
    const own = await bytesOf(await open(held.book.fileCid, world.cookies.author));
    expect(own.equals(held.bytes)).toBe(true);
    expect(await deliveriesOf(held.book.fileCid)).toEqual([]);
  });

  it("is made once when two first requests arrive together", async () => {
    const held = await world.heldBook("Raced Pages", world.holder);
    const [a, b] = await Promise.all([open(held.book.fileCid, world.cookies.holder), open(held.book.fileCid, world.cookies.holder)]);
    expect(sha256(await bytesOf(a))).toBe(sha256(await bytesOf(b)));
    expect(await deliveriesOf(held.book.fileCid)).toHaveLength(1);
  });

  it("is kept where nobody else can fetch it: not at /ipfs, not for another reader", async () => {
    const held = await world.heldBook("Private Pages", world.holder);
    expect((await open(held.book.fileCid, world.cookies.holder)).status).toBe(200);
    const [row] = await deliveriesOf(held.book.fileCid);
    const copyCid = row?.copyCid ?? "";
    expect((await world.t.request(`/ipfs/${copyCid}`)).status).toBe(404);
    for (const cookie of [world.cookies.stranger, world.cookies.nextHolder, world.cookies.author]) {
      expect([403, 404]).toContain((await open(copyCid, cookie)).status);
    }
  });
});

describe("other deliveries", () => {
  it("hands a reviewer the book waiting for review exactly as submitted, a PDF no one can stamp included", async () => {
    for (const bytes of [undefined, Buffer.concat([PDF_BYTES, Buffer.from("% judged\n")])]) {
      const waiting = await world.pendingBook(`Judged Pages ${bytes ? "broken" : "whole"}`, bytes);
      const res = await open(waiting.book.fileCid, world.cookies.admin);
      expect([res.status, (await bytesOf(res)).equals(waiting.bytes)]).toEqual([200, true]);
      expect(await deliveriesOf(waiting.book.fileCid)).toEqual([]);
    }
  });

  it("serves a text book unchanged and records its delivery without a stamped copy", async () => {
    const text = Buffer.from("A short text book, read as it is.\n");
    const held = await world.heldBook("Plain Text", world.holder, text, "txt");
    const res = await open(held.book.fileCid, world.cookies.holder);
    expect([res.status, (await bytesOf(res)).equals(text)]).toEqual([200, true]);
    expect(await deliveriesOf(held.book.fileCid)).toMatchObject([
      { readerId: holder.id, copyCid: null, sha256: sha256(text), orderId: null },
    ]);
  });

  it("refuses a PDF it cannot read, saying why, and records nothing", async () => {
    const held = await world.heldBook("Broken Pages", world.holder, Buffer.concat([PDF_BYTES, Buffer.from("% broken\n")]));
    const res = await open(held.book.fileCid, world.cookies.holder);
    expect(res.status).toBe(422);
    expect(((await res.json()) as ApiErrorBody).error).toEqual({
      code: "unprocessable",
      reason: "file_unreadable",
      message: CONTENT_MESSAGES.fileUnreadable,
    });
    expect(await deliveriesOf(held.book.fileCid)).toEqual([]);
  });

  it("bounds how often one reader opens one file in an hour", async () => {
    const held = await world.heldBook("Busy Pages", world.holder);
    for (let n = 0; n < CONTENT_RATE.openingsPerHour; n += 1)
      await countHit(world.t.db, `content-openings:${holder.id}:${held.book.fileCid}`, 60 * 60 * 1000);
    // A later range of the copy is not an opening; a new opening is refused.
    expect((await open(held.book.fileCid, world.cookies.holder, { range: "bytes=10-19" })).status).toBe(206);
    const refused = await open(held.book.fileCid, world.cookies.holder);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await refused.json()) as ApiErrorBody).error.reason).toBe("rate_limited");
    expect(
      await world.t.db
        .select()
        .from(contentDeliveries)
        .where(and(eq(contentDeliveries.cid, held.book.fileCid), eq(contentDeliveries.readerId, holder.id))),
    ).toHaveLength(1);
  });

  it("counts as an opening every request that returns the first byte, however its range is spelled", async () => {
    const held = await world.heldBook("Spelled Pages", world.holder);
    const copy = await bytesOf(await open(held.book.fileCid, world.cookies.holder));
    // Issue 24, point 9: each of these fetched the whole file without limit when only `bytes=0-` counted.
    const spellings = ["bytes=00-", "bytes=-99999999", `bytes=-${copy.length}`, "bytes=1-1,0-", "bytes=5-9,20-30", "bytes=0-0"];
    for (let n = 1; n < CONTENT_RATE.openingsPerHour; n += 1) {
      const res = await open(held.book.fileCid, world.cookies.holder, { range: spellings[n % spellings.length] ?? "" });
      expect([res.status, res.headers.get("content-range") ?? "whole"]).toSatisfy(
        ([status, range]: [number, string]) => status === 200 || (status === 206 && range.startsWith("bytes 0-")),
      );
      await res.arrayBuffer();
    }
    for (const range of spellings) expect((await open(held.book.fileCid, world.cookies.holder, { range })).status).toBe(429);
    // Ranges after the first byte count only against the larger bound: a reader keeps reading.
    const later = await open(held.book.fileCid, world.cookies.holder, { range: "bytes=1-" });
    expect([later.status, later.headers.get("content-range")]).toEqual([206, `bytes 1-${copy.length - 1}/${copy.length}`]);
    expect((await open(held.book.fileCid, world.cookies.holder, { range: `bytes=-${copy.length - 1}` })).status).toBe(206);
  });
});
