import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appleMusicClient } from "./apple-music.ts";

// A recorded Apple Music answer (top songs of an artist), trimmed to two songs.
const RECORDED = readFileSync(path.join(import.meta.dirname, "__fixtures__/apple-top-songs.json"), "utf8");

let server: Server;
let apiUrl: string;
let answer = { status: 200, body: RECORDED };
const requests: { url: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? "", authorization: req.headers.authorization });
    res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const client = () => appleMusicClient({ token: "test-token", storefront: "us", apiUrl });

describe("Apple Music catalog client", () => {
  it("asks for the artist's top songs with the developer token", async () => {
    answer = { status: 200, body: RECORDED };
    await client().artistTracks("1234567");
    expect(requests.at(-1)).toEqual({ url: "/v1/catalog/us/artists/1234567/view/top-songs?limit=20", authorization: "Bearer test-token" });
  });

  it("maps songs to SPEC catalog tracks", async () => {
    answer = { status: 200, body: RECORDED };
    const tracks = await client().artistTracks("1234567");
    expect(tracks[0]).toEqual({
      id: "1440857781",
      title: "Honey on the Chain",
      albumName: "Golden Hour",
      albumArt: "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/aa/bb/cc/artwork.jpg/600x600bb.jpg",
      releaseDate: "2019-03-15",
      duration: 215733,
      previewUrl: "https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/aa/bb/cc/mzaf_1.plus.aac.p.m4a",
      appleMusicUrl: "https://music.apple.com/us/album/golden-hour/1440857000?i=1440857781",
    });
    expect(tracks[1]).toMatchObject({ albumArt: null, previewUrl: null, duration: 187000 });
  });

  it("reports failures as unavailable, never as an empty catalog", async () => {
    answer = { status: 401, body: "{}" };
    await expect(client().artistTracks("1")).rejects.toMatchObject({ code: "unavailable" });
    answer = { status: 200, body: '{"data":"nope"}' };
    await expect(client().artistTracks("1")).rejects.toMatchObject({ code: "unavailable" });
    await expect(appleMusicClient({ token: "t", storefront: "us", apiUrl: "http://127.0.0.1:9" }).artistTracks("1")).rejects.toMatchObject({
      code: "unavailable",
    });
  });
});
