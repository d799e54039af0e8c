import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { english, generateMnemonic, mnemonicToAccount } from "viem/accounts";
import { eq, sql } from "drizzle-orm";
import { plays, uploads } from "@wbe3/db";
import { AppError, NO_UPLOAD_TO_PLAY, NOT_A_PUBLIC_TRACK, PLAY_COUNTS_AFTER_MS, type SessionUser } from "@wbe3/domain";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { mintingArtist } from "../../test/mint-flow.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { PLAY_START_TTL_MS, playRequest, type Listener } from "./plays.ts";

// The edges of decision 0021's rules, on the server's own clock: `playRequest` is called with the
// time it takes as now, so each bound is met to the millisecond. Over HTTP: plays.test.ts.
// Fresh wallets (no dev account, no ETH), as in plays.test.ts.
const freshAccount = () => mnemonicToAccount(generateMnemonic(english));
const SALT = "edges";
const T0 = Date.UTC(2026, 10, 2, 12, 0, 0);

let t: TestApp;
let artist: Awaited<ReturnType<typeof mintingArtist>>;
let member: SessionUser;
beforeAll(async () => {
  // One stream an hour per visitors' network, so a cap that reached members would show at once.
  t = await createTestApp({ seed: false, env: { ANONYMOUS_STREAMS_PER_HOUR: "1" } });
  artist = await mintingArtist(t, freshAccount(), "edge.counts");
  const signedIn = await signInWithWallet(t, freshAccount());
  if (!signedIn.body.user) throw new Error("not signed in");
  member = signedIn.body.user;
});
afterAll(() => t.close());

/** A public track lasting `durationMs` (as if measured from its file). */
async function track(title: string, durationMs: number): Promise<string> {
  const { upload } = await artist.preparedUpload(title);
  await t.db.update(uploads).set({ durationMs }).where(eq(uploads.id, upload.id));
  return upload.id;
}

let n = 0;
const visitor = (): Listener => ({ network: `198.51.100.${++n}` });

/** Starts a play of `uploadId` at `startedAt`, and reports `listenedMs` of it at `reportedAt`: whether it counted. */
async function play(listener: Listener, uploadId: string, at: { startedAt: number; reportedAt: number }, listenedMs: number) {
  const { playId } = await playRequest(t.deps, listener, SALT, { uploadId }, at.startedAt);
  return (await playRequest(t.deps, listener, SALT, { uploadId, playId, listenedMs }, at.reportedAt)).counted;
}

describe("a play", () => {
  it("counts 30 s after its start, of a track exactly 30 s long heard whole; not a millisecond sooner", async () => {
    const song = await track("Exactly Thirty", PLAY_COUNTS_AFTER_MS);
    expect(await play(visitor(), song, { startedAt: T0, reportedAt: T0 + PLAY_COUNTS_AFTER_MS - 1 }, PLAY_COUNTS_AFTER_MS)).toBe(false);
    expect(await play(visitor(), song, { startedAt: T0, reportedAt: T0 + PLAY_COUNTS_AFTER_MS }, PLAY_COUNTS_AFTER_MS)).toBe(true);
  });

  it("may be reported until its start expires, six hours on, and not a millisecond later", async () => {
    const song = await track("Long Pause", 60_000);
    expect(await play(visitor(), song, { startedAt: T0, reportedAt: T0 + PLAY_START_TTL_MS }, 40_000)).toBe(true);
    expect(await play(visitor(), song, { startedAt: T0, reportedAt: T0 + PLAY_START_TTL_MS + 1 }, 40_000)).toBe(false);
  });

  it("of a track whose length was never measured does not count, however long it was heard", async () => {
    const song = await track("Unmeasured", 60_000);
    await t.db.update(uploads).set({ durationMs: null }).where(eq(uploads.id, song));
    expect(await play(visitor(), song, { startedAt: T0, reportedAt: T0 + 60_000 }, 40_000)).toBe(false);
  });

  it("of a track whose file is gone does not count, for a visitor or a member", async () => {
    const song = await track("Fileless", 60_000);
    await t.db.update(uploads).set({ fileCid: null }).where(eq(uploads.id, song));
    for (const listener of [visitor(), { user: member }]) {
      expect(await play(listener, song, { startedAt: T0, reportedAt: T0 + 60_000 }, 40_000)).toBe(false);
    }
  });
});

describe("a play request", () => {
  it("is refused for a track that does not exist, and for one that is not public music", async () => {
    const refusal = (uploadId: string) =>
      playRequest(t.deps, visitor(), SALT, { uploadId }, T0).then(
        () => null,
        (err: unknown) => (err instanceof AppError ? [err.code, err.message] : err),
      );
    expect(await refusal(randomUUID())).toEqual(["not_found", NO_UPLOAD_TO_PLAY]);
    const hidden = await track("Hidden", 60_000);
    await t.db.update(uploads).set({ isPublic: false }).where(eq(uploads.id, hidden));
    expect(await refusal(hidden)).toEqual(["bad_request", NOT_A_PUBLIC_TRACK]);
  });
});

describe("a member", () => {
  it("is their account: two members heard on one track in one window each count", async () => {
    const song = await track("Two Members", 60_000);
    const other = await signInWithWallet(t, freshAccount());
    if (!other.body.user) throw new Error("not signed in");
    const at = { startedAt: T0, reportedAt: T0 + 40_000 };
    expect(await play({ user: member }, song, at, 40_000)).toBe(true);
    expect(await play({ user: other.body.user }, song, at, 40_000)).toBe(true);
    expect(await play({ user: member }, song, at, 40_000)).toBe(false);
  });
});

describe("the visitors' cap", () => {
  it("never reaches a signed-in listener: each track they hear counts", async () => {
    const songs = [await track("Member One", 60_000), await track("Member Two", 60_000), await track("Member Three", 60_000)];
    const network = visitor();
    const at = { startedAt: T0, reportedAt: T0 + 40_000 };
    expect([await play(network, songs[0] ?? "", at, 40_000), await play(network, songs[1] ?? "", at, 40_000)]).toEqual([true, false]);
    const counted: boolean[] = [];
    for (const song of songs) counted.push(await play({ user: member }, song, at, 40_000));
    expect(counted).toEqual([true, true, true]);
  });
});

describe("a failure of the database while counting", () => {
  it("is an error, not a play that silently did not count", async () => {
    const song = await track("Refused Insert", 60_000);
    await t.db.execute(sql`create function refuse_plays() returns trigger language plpgsql as $$
      begin raise exception 'plays are refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_plays before insert on plays for each row execute function refuse_plays()`);
    try {
      await expect(play(visitor(), song, { startedAt: T0, reportedAt: T0 + 40_000 }, 40_000)).rejects.toThrow();
    } finally {
      await t.db.execute(sql`drop trigger refuse_plays on plays`);
      await t.db.execute(sql`drop function refuse_plays()`);
    }
    expect(await t.db.select().from(plays).where(eq(plays.uploadId, song))).toEqual([]);
  });
});
