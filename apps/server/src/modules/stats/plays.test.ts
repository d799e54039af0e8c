import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { english, generateMnemonic, mnemonicToAccount } from "viem/accounts";
import { eq } from "drizzle-orm";
import { playStarts, plays, rateLimits, uploads } from "@wbe3/db";
import type { PlayResult, StoredFile } from "@wbe3/domain";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { formWith, wavBytes } from "../../test/file-fixtures.ts";
import { mintingArtist } from "../../test/mint-flow.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { PLAY_START_TTL_MS, purgeOldPlayStarts } from "./plays.ts";

// Issue: honest counts. Fresh wallets (no dev account, no ETH) so this file shares nothing with others.
const freshAccount = () => mnemonicToAccount(generateMnemonic(english));
const ANONYMOUS_CAP = 3;

let t: TestApp;
type Artist = Awaited<ReturnType<typeof mintingArtist>>;
// Two artists: a tier allows each ten uploads a month.
let artist: Artist;
let otherArtist: Artist;
beforeAll(async () => {
  // Behind one proxy, so each test names its client address in X-Forwarded-For.
  t = await createTestApp({ seed: false, env: { TRUST_PROXY: "1", ANONYMOUS_STREAMS_PER_HOUR: String(ANONYMOUS_CAP) } });
  artist = await mintingArtist(t, freshAccount(), "honest.counts");
  otherArtist = await mintingArtist(t, freshAccount(), "honest.reports");
});
afterAll(() => t.close());
// The per-minute request limit is not what these tests are about.
beforeEach(() => t.db.delete(rateLimits));

/** A public track whose duration (normally measured from the file at upload) is `durationMs`. */
let samples = 4000;
async function track(title: string, durationMs?: number, by = artist): Promise<string> {
  // Bytes of this file's own (the helper's would repeat across its two artists): a 0.5 s+ WAV.
  const file = await t.request("/api/files", {
    method: "POST",
    headers: { cookie: by.cookie },
    body: formWith(wavBytes(samples++), `${title}.wav`, "music"),
  });
  expect(file.status).toBe(201);
  const { upload } = await by.preparedUpload(title, ((await file.json()) as StoredFile).ipfsHash);
  if (durationMs !== undefined) await t.db.update(uploads).set({ durationMs }).where(eq(uploads.id, upload.id));
  return upload.id;
}

interface Client {
  address: string;
  userAgent?: string;
  cookie?: string;
}

async function post(client: Client, body: unknown): Promise<{ status: number; body: PlayResult }> {
  const res = await t.request("/api/plays", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": client.address,
      "user-agent": client.userAgent ?? "player/1",
      ...(client.cookie ? { cookie: client.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as PlayResult };
}

async function start(client: Client, uploadId: string): Promise<string> {
  const answer = await post(client, { uploadId });
  expect(answer).toEqual({ status: 200, body: { playId: expect.any(String) as string, counted: false } });
  return answer.body.playId ?? "";
}

/** Moves a play's start `ms` into the past, as if the server had seen it start then. */
async function backdate(playId: string, ms = 31_000): Promise<void> {
  await t.db
    .update(playStarts)
    .set({ startedAt: new Date(Date.now() - ms) })
    .where(eq(playStarts.id, playId));
}

async function counted(client: Client, uploadId: string, playId: string | undefined, listenedMs: number): Promise<boolean> {
  const answer = await post(client, { uploadId, playId, listenedMs });
  expect(answer.status).toBe(200);
  return answer.body.counted;
}

const streamsOf = async (uploadId: string) => (await t.db.select().from(plays).where(eq(plays.uploadId, uploadId))).length;

describe("an anonymous listener", () => {
  it("is their address: 100 plays of one track with rotating user agents count once", async () => {
    const song = await track("Rotated Agents", 180_000);
    const clients = Array.from({ length: 100 }, (_, i) => ({ address: "198.51.100.10", userAgent: `agent-${i}` }));
    const playIds: string[] = [];
    for (const client of clients) playIds.push(await start(client, song));
    await t.db
      .update(playStarts)
      .set({ startedAt: new Date(Date.now() - 31_000) })
      .where(eq(playStarts.uploadId, song));
    await t.db.delete(rateLimits);

    const answers: boolean[] = [];
    for (const [i, client] of clients.entries()) answers.push(await counted(client, song, playIds[i], 40_000));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(answers[0]).toBe(true);
    expect(await streamsOf(song)).toBe(1);
  });

  it("is an IPv6 /64: rotating the lower half of the address is the same listener", async () => {
    const song = await track("Rotated Addresses", 180_000);
    const first = await start({ address: "2001:db8:aa:bb::1" }, song);
    const second = await start({ address: "2001:db8:aa:bb:ffff:1:2:3" }, song);
    await backdate(first);
    await backdate(second);
    expect(await counted({ address: "2001:db8:aa:bb::1" }, song, first, 40_000)).toBe(true);
    expect(await counted({ address: "2001:db8:aa:bb:ffff:1:2:3" }, song, second, 40_000)).toBe(false);
    expect(await streamsOf(song)).toBe(1);
  });

  it(`adds at most ${ANONYMOUS_CAP} streams an hour per address, while signed-in listeners there still count`, async () => {
    const songs = await Promise.all([1, 2, 3, 4, 5].map((n) => track(`Capped ${n}`, 180_000)));
    const capped = { address: "198.51.100.20" };
    const results: boolean[] = [];
    for (const song of songs.slice(0, 4)) {
      const playId = await start(capped, song);
      await backdate(playId);
      results.push(await counted(capped, song, playId, 40_000));
    }
    expect(results).toEqual([true, true, true, false]);
    // Refused by the cap: the stream was rolled back with its count.
    expect(await streamsOf(songs[3] ?? "")).toBe(0);

    const other = { address: "198.51.100.21" };
    const otherPlay = await start(other, songs[4] ?? "");
    await backdate(otherPlay);
    expect(await counted(other, songs[4] ?? "", otherPlay, 40_000)).toBe(true);

    const { cookie } = await signInWithWallet(t, freshAccount());
    const member = { ...capped, cookie };
    const memberPlay = await start(member, songs[4] ?? "");
    await backdate(memberPlay);
    expect(await counted(member, songs[4] ?? "", memberPlay, 40_000)).toBe(true);
  });
});

describe("a holders-only track", () => {
  it("counts no stream for a listener who may not open its file: a visitor, or a signed-in fan holding no token", async () => {
    // Issue 24, point 9: a visitor who could not open the track still added a counted stream to it.
    const file = await t.request("/api/files", {
      method: "POST",
      headers: { cookie: artist.cookie },
      body: formWith(wavBytes(samples++), "gated.wav", "music"),
    });
    const cid = ((await file.json()) as StoredFile).ipfsHash;
    const created = await t.request("/api/uploads", {
      method: "POST",
      headers: { cookie: artist.cookie, "content-type": "application/json" },
      body: JSON.stringify({ category: "music", title: "Holders Only", price: "1", fileCid: cid, fileAccess: "holders" }),
    });
    expect(created.status).toBe(201);
    const song = ((await created.json()) as { upload: { id: string } }).upload.id;
    await t.db.update(uploads).set({ durationMs: 180_000 }).where(eq(uploads.id, song));

    const { cookie } = await signInWithWallet(t, freshAccount());
    const listeners: Client[] = [{ address: "198.51.100.40" }, { address: "198.51.100.41", cookie }];
    for (const listener of listeners) {
      const playId = await start(listener, song);
      await backdate(playId);
      expect(await counted(listener, song, playId, 40_000)).toBe(false);
    }
    expect(await streamsOf(song)).toBe(0);
    // Its artist opens it: their play counts, as a public track's does for everyone.
    const own = { address: "198.51.100.42", cookie: artist.cookie };
    const ownPlay = await start(own, song);
    await backdate(ownPlay);
    expect(await counted(own, song, ownPlay, 40_000)).toBe(true);
  });
});

describe("a report", () => {
  let song: string;
  let n = 0;
  // Each case listens from its own address, so the 30-minute window of one never hides another.
  const client = (): Client => ({ address: `203.0.113.${++n}` });
  beforeAll(async () => {
    song = await track("Reported Song", 60_000, otherArtist);
  });

  it("that meets every rule counts", async () => {
    const me = client();
    const playId = await start(me, song);
    await backdate(playId);
    expect(await counted(me, song, playId, 60_000)).toBe(true);
    // The start is spent: it counts once, even in a later window.
    expect(await t.db.select().from(playStarts).where(eq(playStarts.id, playId))).toEqual([]);
  });

  it("without a playId, or with one nobody started, never counts", async () => {
    const me = client();
    expect(await counted(me, song, undefined, 40_000)).toBe(false);
    expect(await counted(me, song, randomUUID(), 40_000)).toBe(false);
    expect(await streamsOf(song)).toBe(1);
  });

  it("with another listener's playId does not count, though the listener who started it can", async () => {
    const [owner, thief] = [client(), client()];
    const playId = await start(owner, song);
    await backdate(playId);
    expect(await counted(thief, song, playId, 40_000)).toBe(false);
    const { cookie } = await signInWithWallet(t, freshAccount());
    expect(await counted({ ...owner, cookie }, song, playId, 40_000)).toBe(false);
    expect(await counted(owner, song, playId, 40_000)).toBe(true);
  });

  it("with the playId of another track does not count", async () => {
    const me = client();
    const otherSong = await track("Other Song", 60_000, otherArtist);
    const playId = await start(me, otherSong);
    await backdate(playId);
    expect(await counted(me, song, playId, 40_000)).toBe(false);
  });

  it("less than 30 s after the server saw the play start does not count, whatever it claims to have heard", async () => {
    const me = client();
    const playId = await start(me, song);
    expect(await counted(me, song, playId, 59_000)).toBe(false);
    await backdate(playId, 29_000);
    expect(await counted(me, song, playId, 40_000)).toBe(false);
    await backdate(playId, 30_000);
    expect(await counted(me, song, playId, 40_000)).toBe(true);
  });

  it("on a start older than it may be reported does not count", async () => {
    const me = client();
    const playId = await start(me, song);
    await backdate(playId, PLAY_START_TTL_MS + 60_000);
    expect(await counted(me, song, playId, 40_000)).toBe(false);
  });

  it("on a track shorter than 30 s does not count (its duration is measured from the file)", async () => {
    const short = await track("Short Jingle", undefined, otherArtist);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, short));
    expect(row?.durationMs).toBeGreaterThan(0);
    expect(row?.durationMs).toBeLessThan(30_000);
    const me = client();
    const playId = await start(me, short);
    await backdate(playId);
    expect(await counted(me, short, playId, 30_000)).toBe(false);
    expect(await counted(me, short, playId, row?.durationMs ?? 0)).toBe(false);
    expect(await streamsOf(short)).toBe(0);
  });

  it("on a track whose duration could not be read does not count", async () => {
    const unknownLength = await track("Unknown Length", undefined, otherArtist);
    await t.db.update(uploads).set({ durationMs: null }).where(eq(uploads.id, unknownLength));
    const me = client();
    const playId = await start(me, unknownLength);
    await backdate(playId);
    expect(await counted(me, unknownLength, playId, 40_000)).toBe(false);
  });

  it("claiming more than the track's duration, or less than 30 s, does not count", async () => {
    const me = client();
    const playId = await start(me, song);
    await backdate(playId, 120_000);
    expect(await counted(me, song, playId, 60_001)).toBe(false);
    expect(await counted(me, song, playId, 29_999)).toBe(false);
    expect(await counted(me, song, playId, 60_000)).toBe(true);
  });
});

describe("purgeOldPlayStarts", () => {
  it("deletes starts too old to be reported and keeps the others", async () => {
    const song = await track("Purged Song", 60_000);
    const [old, fresh] = [await start({ address: "192.0.2.7" }, song), await start({ address: "192.0.2.7" }, song)];
    await backdate(old, PLAY_START_TTL_MS + 1000);
    // Earlier tests left expired starts of their own too.
    expect(await purgeOldPlayStarts(t.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select().from(playStarts).where(eq(playStarts.uploadId, song))).map((row) => row.id);
    expect(left).toEqual([fresh]);
  });
});
