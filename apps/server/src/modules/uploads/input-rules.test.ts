import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { artists, uploads, users } from "@wbe3/db";
import { FILE_NOT_UPLOADED_BY_YOU, invisibleCharacters, type ApiErrorBody, type StoredFile } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postJson, signInWithWallet, testAccount } from "../../test/auth-helpers.ts";
import { PNG_1X1, formWith, wavBytes } from "../../test/file-fixtures.ts";

const first = testAccount(34);
const second = testAccount(35);

let t: TestApp;
let firstCookie: string;
let secondCookie: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  firstCookie = (await signInWithWallet(t, first, "artist")).cookie;
  secondCookie = (await signInWithWallet(t, second, "artist")).cookie;
  for (const [cookie, username] of [
    [firstCookie, "first.rules"],
    [secondCookie, "second.rules"],
  ] as const) {
    const res = await json("PUT", "/api/artist/profile", { username, name: username }, cookie);
    expect(res.status, await res.clone().text()).toBe(200);
  }
});
afterAll(() => t.close());

function json(method: string, path: string, body: unknown, cookie: string) {
  return t.request(path, { method, headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
}

async function storeFile(bytes: Buffer, name: string, category: string, cookie: string): Promise<StoredFile> {
  const res = await t.request("/api/files", { method: "POST", headers: { cookie }, body: formWith(bytes, name, category) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as StoredFile;
}

async function errorOf(res: Response, status: number): Promise<ApiErrorBody["error"]> {
  expect(res.status).toBe(status);
  return ((await res.json()) as ApiErrorBody).error;
}

const uploadCount = async () => (await t.db.select().from(uploads)).length;

describe("upload input rules", () => {
  it("refuses a royalty of null, empty text or a list instead of storing 0 %", async () => {
    const track = await storeFile(wavBytes(301), "royalty.wav", "music", firstCookie);
    for (const royalty of [null, "", []]) {
      const res = await json(
        "POST",
        "/api/uploads",
        { category: "music", title: "No Royalty", price: "1", royalty, fileCid: track.ipfsHash },
        firstCookie,
      );
      expect(await errorOf(res, 400)).toMatchObject({ code: "bad_request", message: "Royalty must be between 0 and 50 %." });
    }
    expect(await uploadCount()).toBe(0);
  });

  it("refuses a title with a text-direction override and stores nothing", async () => {
    const track = await storeFile(wavBytes(302), "bidi.wav", "music", firstCookie);
    const res = await json(
      "POST",
      "/api/uploads",
      { category: "music", title: "Song\u202Egnp.exe", price: "1", fileCid: track.ipfsHash },
      firstCookie,
    );
    expect(await errorOf(res, 400)).toMatchObject({ code: "bad_request", message: invisibleCharacters("Title") });
    expect(await uploadCount()).toBe(0);
  });

  it("refuses an artist name or bio with invisible characters and keeps the profile as it was", async () => {
    const zeroWidth = await json("PUT", "/api/artist/profile", { username: "first.rules", name: "first\u200Brules" }, firstCookie);
    expect(await errorOf(zeroWidth, 400)).toMatchObject({ code: "bad_request", message: invisibleCharacters("Name") });
    const control = await json(
      "PUT",
      "/api/artist/profile",
      { username: "first.rules", name: "first.rules", bio: "hi\u0007" },
      firstCookie,
    );
    expect(await errorOf(control, 400)).toMatchObject({ code: "bad_request", message: invisibleCharacters("About") });
    const [row] = await t.db.select().from(artists).where(eq(artists.username, "first.rules"));
    expect(row).toMatchObject({ name: "first.rules", bio: "" });
  });

  it("refuses a sign-up name with control characters and creates no account", async () => {
    const email = `rules${Date.now()}@example.com`;
    const res = await postJson(t, "/api/auth/signup", {
      email,
      password: "violet anchor sings at dawn",
      name: "Eve\u001B[31m",
      role: "fan",
    });
    expect(await errorOf(res, 400)).toMatchObject({ code: "bad_request", message: invisibleCharacters("Name") });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe("CID ownership", () => {
  it("refuses another artist's file or cover with 403, and stores nothing", async () => {
    const track = await storeFile(wavBytes(303), "mine.wav", "music", firstCookie);
    const cover = await storeFile(PNG_1X1, "cover.png", "art", firstCookie);
    const ownTrack = await storeFile(wavBytes(304), "own.wav", "music", secondCookie);
    const fields = { category: "music", title: "Borrowed", price: "1" };
    const stolenFile = await json("POST", "/api/uploads", { ...fields, fileCid: track.ipfsHash }, secondCookie);
    expect(await errorOf(stolenFile, 403)).toMatchObject({ code: "forbidden", message: FILE_NOT_UPLOADED_BY_YOU });
    const stolenCover = await json(
      "POST",
      "/api/uploads",
      { ...fields, fileCid: ownTrack.ipfsHash, imageCid: cover.ipfsHash },
      secondCookie,
    );
    expect(await errorOf(stolenCover, 403)).toMatchObject({ code: "forbidden", message: FILE_NOT_UPLOADED_BY_YOU });
    expect(await uploadCount()).toBe(0);
    const own = await json(
      "POST",
      "/api/uploads",
      { ...fields, title: "Mine", fileCid: track.ipfsHash, imageCid: cover.ipfsHash },
      firstCookie,
    );
    expect(own.status).toBe(201);
  });

  it("lets an artist who sent the same bytes themselves list them (same bytes, same CID)", async () => {
    const track = await storeFile(wavBytes(305), "shared.wav", "music", firstCookie);
    const again = await storeFile(wavBytes(305), "shared.wav", "music", secondCookie);
    expect(again.ipfsHash).toBe(track.ipfsHash);
    const res = await json(
      "POST",
      "/api/uploads",
      { category: "music", title: "Shared", price: "1", fileCid: again.ipfsHash },
      secondCookie,
    );
    expect(res.status, await res.clone().text()).toBe(201);
  });
});
