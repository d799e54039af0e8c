import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArtistPage, StoredFile } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signInWithWallet, testAccount } from "../../test/auth-helpers.ts";
import { formWith, wavBytes } from "../../test/file-fixtures.ts";
import { textContaining } from "../../test/matchers.ts";

const RECORDED = readFileSync(path.join(import.meta.dirname, "../../adapters/catalog/__fixtures__/apple-top-songs.json"), "utf8");
let apple: Server;
let appleUp = true;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  apple = createServer((_req, res) => {
    if (appleUp) res.writeHead(200, { "content-type": "application/json" }).end(RECORDED);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => apple.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(apple.address() as AddressInfo).port}`;
  t = await createTestApp({ seed: false, env: { APPLE_MUSIC_TOKEN: "a-developer-token-for-tests", APPLE_MUSIC_API_URL: apiUrl } });
  ({ cookie } = await signInWithWallet(t, testAccount(15), "artist"));
  const res = await t.request("/api/artist/profile", {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ username: "apple.artist", name: "Apple Artist", appleMusicArtistId: "1234567" }),
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => apple.close(resolve));
});

describe("artist catalog source", () => {
  it("comes from Apple Music when configured and linked", async () => {
    appleUp = true;
    const page = (await (await t.request("/api/artists/apple.artist")).json()) as ArtistPage;
    expect(page.catalog.totalTracks).toBe(2);
    expect(page.catalog.tracks[0]).toMatchObject({
      title: "Honey on the Chain",
      duration: 215733,
      appleMusicUrl: textContaining("music.apple.com"),
    });
  });

  it("falls back to the artist's own uploads when Apple Music fails", async () => {
    const file = await t.request("/api/files", { method: "POST", headers: { cookie }, body: formWith(wavBytes(800), "own.wav", "music") });
    expect(file.status).toBe(201);
    const { ipfsHash } = (await file.json()) as StoredFile;
    const upload = await t.request("/api/uploads", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ category: "music", title: "Own Upload", price: "1", fileCid: ipfsHash }),
    });
    expect(upload.status).toBe(201);
    appleUp = false;
    const page = (await (await t.request("/api/artists/apple.artist")).json()) as ArtistPage;
    expect(page.catalog).toEqual({
      isVerified: false,
      totalTracks: 1,
      tracks: [expect.objectContaining({ title: "Own Upload", previewUrl: `/ipfs/${ipfsHash}`, duration: 100, appleMusicUrl: null })],
    });
  });
});
