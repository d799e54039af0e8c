import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "@wbe3/db";
import { CONTENT_MESSAGES, REQUEST_ERROR, type ApiErrorBody, type StoredFile } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signInWithWallet, testAccount } from "../../test/auth-helpers.ts";
import { ELF_HEADER, PDF_BYTES, PNG_1X1, SVG_WITH_SCRIPT, formWith, mp3Bytes, wavBytes } from "../../test/file-fixtures.ts";
import { computeCid } from "../../adapters/content-store/cid.ts";
import { setFileAccess } from "./service.ts";

let t: TestApp;
let artist: string;
let fan: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  artist = (await signInWithWallet(t, testAccount(36), "artist")).cookie;
  fan = (await signInWithWallet(t, testAccount(37), "fan")).cookie;
});
afterAll(() => t.close());

const upload = (form: FormData, cookie = artist) => t.request("/api/files", { method: "POST", headers: { cookie }, body: form });

async function refused(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  return ((await res.json()) as ApiErrorBody).error.message;
}

/** Nothing stored: no row, and no file in the store besides the given CIDs. */
async function storeHoldsOnly(cids: string[]) {
  const rows = await t.db.select().from(storedFiles);
  expect(rows.map((r) => r.cid).sort()).toEqual([...cids].sort());
  const blobs = path.join(t.dataDir, "blobs");
  const files = existsSync(blobs) ? readdirSync(blobs).filter((name) => name !== ".incoming") : [];
  expect(files.sort()).toEqual([...cids].sort());
  const incoming = path.join(blobs, ".incoming");
  expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
}

describe("POST /api/files", () => {
  const kept: string[] = [];

  it("stores a real track under the CID of its bytes, private to whoever stored it from the first byte", async () => {
    const bytes = wavBytes();
    const res = await upload(formWith(bytes, "My Song.WAV", "music"));
    expect(res.status).toBe(201);
    const stored = (await res.json()) as StoredFile;
    expect(stored.ipfsHash).toBe((await computeCid(bytes)).toString());
    expect(stored).toMatchObject({ url: `/api/content/${stored.ipfsHash}`, size: bytes.length, mimeType: "audio/wav" });
    kept.push(stored.ipfsHash);

    // Not served by the gateway, exactly like an unknown CID, until its area makes it public.
    const gateway = await t.request(`/ipfs/${stored.ipfsHash}`);
    const unknown = await t.request("/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy");
    expect(gateway.status).toBe(404);
    expect(await gateway.json()).toEqual(await unknown.json());
    expect((await t.request(stored.url, { headers: { cookie: fan } })).status).toBe(403);
    const own = await t.request(stored.url, { headers: { cookie: artist } });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private");
    expect(Buffer.from(await own.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("serves a file its area made public back safely at the gateway", async () => {
    const bytes = wavBytes(77);
    const stored = (await (await upload(formWith(bytes, "Public Song.wav", "music"))).json()) as StoredFile;
    kept.push(stored.ipfsHash);
    await setFileAccess(t.db, { cids: [stored.ipfsHash], rule: "public", by: null });
    // Storing the same bytes again answers where they open now, and keeps their rule.
    const again = (await (await upload(formWith(bytes, "Again.wav", "music"))).json()) as StoredFile;
    expect(again.url).toBe(`/ipfs/${stored.ipfsHash}`);

    const served = await t.request(again.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(served.headers.get("content-type")).toBe("audio/wav");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="${stored.ipfsHash}.wav"`);
    expect(served.headers.get("content-security-policy")).toContain("sandbox");

    const ranged = await t.request(again.url, { headers: { range: "bytes=0-9" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 0-9/${bytes.length}`);
    expect((await ranged.arrayBuffer()).byteLength).toBe(10);

    const outside = await t.request(again.url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    expect(((await outside.json()) as ApiErrorBody).error).toEqual({
      code: "range_not_satisfiable",
      reason: "range_not_satisfiable",
      message: REQUEST_ERROR.rangeNotSatisfiable,
    });
  });

  it("stores the same bytes once", async () => {
    const first = (await (await upload(formWith(mp3Bytes(), "a.mp3", "music"))).json()) as StoredFile;
    const second = (await (await upload(formWith(mp3Bytes(), "b.mp3", "music"))).json()) as StoredFile;
    expect(second.ipfsHash).toBe(first.ipfsHash);
    kept.push(first.ipfsHash);
    const png = (await (await upload(formWith(PNG_1X1, "cover.png", "art"))).json()) as StoredFile;
    kept.push(png.ipfsHash);
    await storeHoldsOnly(kept);
  });

  it("refuses a renamed executable", async () => {
    expect(await refused(await upload(formWith(ELF_HEADER, "track.mp3", "music")), 415)).toMatch(/not a real \.mp3 file/);
    await storeHoldsOnly(kept);
  });

  it("refuses a polyglot whose bytes are another accepted type", async () => {
    // PDF bytes under a .png name in a category that takes both PNG and, elsewhere, PDF.
    expect(await refused(await upload(formWith(PDF_BYTES, "cover.png", "art")), 415)).toMatch(/not a real \.png file/);
    expect(await refused(await upload(formWith(PNG_1X1, "book.txt", "books")), 415)).toMatch(/not a real \.txt file/);
    await storeHoldsOnly(kept);
  });

  it("refuses an SVG with script, named as what it is or as an image", async () => {
    expect(await refused(await upload(formWith(SVG_WITH_SCRIPT, "art.svg", "art")), 415)).toMatch(/not accepted for Art/);
    expect(await refused(await upload(formWith(SVG_WITH_SCRIPT, "art.png", "art")), 415)).toMatch(/not a real \.png file/);
    await storeHoldsOnly(kept);
  });

  it("refuses a file over the category's limit while it streams", async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(21 * 1024 * 1024)]);
    expect(await refused(await upload(formWith(big, "huge.png", "art")), 413)).toMatch(/larger than the 20 MB limit for Art/);
    await storeHoldsOnly(kept);
  });

  it("never uses the file name as a path", async () => {
    const res = await upload(formWith(wavBytes(123), "../../../../tmp/evil.wav", "music"));
    expect(res.status).toBe(201);
    const stored = (await res.json()) as StoredFile;
    kept.push(stored.ipfsHash);
    expect(existsSync(path.join(t.dataDir, "blobs", stored.ipfsHash))).toBe(true);
    await storeHoldsOnly(kept);
  });

  it("refuses a file that does not fit the chosen category, or no category", async () => {
    expect(await refused(await upload(formWith(wavBytes(), "song.wav", "art")), 415)).toMatch(
      /not accepted for Art. Accepted: jpg, jpeg, png, gif, webp/,
    );
    expect(await refused(await upload(formWith(wavBytes(), "song.wav", "boats")), 400)).toMatch(/Choose a category/);
    expect(await refused(await upload(formWith(wavBytes(), "song.wav")), 400)).toMatch(/Choose a category/);
    expect(await refused(await upload(formWith(Buffer.alloc(0), "empty.wav", "music")), 400)).toMatch(/empty/);
    await storeHoldsOnly(kept);
  });

  it("leaves nothing behind when an upload is interrupted", async () => {
    const boundary = "----wbe3boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nmusic\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
        controller.enqueue(new Uint8Array(wavBytes(5000)));
        controller.error(new Error("connection reset"));
      },
    });
    const res = await t.request("/api/files", {
      method: "POST",
      headers: { cookie: artist, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    await storeHoldsOnly(kept);
  });

  it("stores a kind only for the roles its area names, and nothing for a visitor", async () => {
    const res = await upload(formWith(wavBytes(), "song.wav", "music"), fan);
    expect(res.status).toBe(403);
    expect(((await res.json()) as ApiErrorBody).error).toEqual({
      code: "forbidden",
      reason: "storage_not_allowed",
      message: CONTENT_MESSAGES.storageNotAllowed,
    });
    expect((await t.request("/api/files", { method: "POST", body: formWith(wavBytes(), "song.wav", "music") })).status).toBe(401);
    await storeHoldsOnly(kept);
  });

  it("answers 404 for unknown or malformed content ids", async () => {
    expect((await t.request("/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy")).status).toBe(404);
    expect((await t.request("/ipfs/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });
});
