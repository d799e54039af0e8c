import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artists, uploads } from "@wbe3/db";
import type { RadioTracks } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let onAirId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const [artist] = await t.db.insert(artists).values({ username: "radio_star", name: "Radio Star" }).returning();
  if (!artist) throw new Error("artist not inserted");
  const track = (title: string, extra: Partial<typeof uploads.$inferInsert>) => ({
    artistId: artist.id,
    title,
    artistName: artist.name,
    category: "music" as const,
    price: 1n,
    isPublic: true,
    isMinted: true,
    fileCid: `cid-${title}`,
    ...extra,
  });
  const inserted = await t.db
    .insert(uploads)
    .values([
      track("on air", { imageUrl: "/ipfs/cover", durationMs: 180_000 }),
      track("private", { isPublic: false }),
      track("unminted", { isMinted: false }),
      track("artwork", { category: "art" }),
      track("no file", { fileCid: null }),
    ])
    .returning({ id: uploads.id, title: uploads.title });
  onAirId = inserted.find((row) => row.title === "on air")?.id ?? "";
});

afterAll(() => t.close());

describe("GET /api/radio/tracks", () => {
  it("lists only public minted music with a file, with the artist's username", async () => {
    const res = await t.request("/api/radio/tracks");
    expect(res.status).toBe(200);
    const { tracks } = (await res.json()) as RadioTracks;
    expect(tracks).toEqual([
      {
        uploadId: onAirId,
        title: "on air",
        artistName: "Radio Star",
        artistUsername: "radio_star",
        imageUrl: "/ipfs/cover",
        audioUrl: "/ipfs/cid-on air",
        durationMs: 180_000,
      },
    ]);
  });
});
