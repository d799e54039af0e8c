import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, http, parseEther, parseUnits, type Address, type Hash, type HDAccount } from "viem";
import { eq } from "drizzle-orm";
import { devAccounts, trackNFTAbi, wbe3TokenAbi } from "@wbe3/contracts";
import { marketplaceListings, orders, payouts, playStarts, plays, uploads } from "@wbe3/db";
import {
  CANNOT_FOLLOW_YOURSELF,
  NO_UPLOAD_TO_PLAY,
  NOT_A_PUBLIC_TRACK,
  type ApiErrorBody,
  type ArtistPage,
  type ArtistStats,
  type Checkout,
  type FollowState,
  type PlayResult,
} from "@wbe3/domain";
import { reconcileWithChain } from "../../chain-reconcile.ts";
import { createLogger } from "../../lib/logger.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { mintingArtist, mintTrack } from "../../test/mint-flow.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Accounts of this file alone: 8 lends WBE3 (a seeded demo seller's wallet no other test file
// sends from), 61 buys, 62 is the artist, 63 follows and listens, 64 is an artist without sales.
const ACCOUNTS = devAccounts(65);
const account = (index: 8 | 61 | 62 | 63 | 64) => ACCOUNTS[index] as HDAccount;
const [bank, buyer, artistAccount, fan, quietArtist] = [account(8), account(61), account(62), account(63), account(64)];
const actors = chainActors([0]);
const walletOf = (who: HDAccount) => createWalletClient({ account: who, chain: actors.chain, transport: http(actors.rpcUrl) });
const client = () => t.deps.chain.client;

let t: TestApp;
let artist: Awaited<ReturnType<typeof mintingArtist>>;
let trackId: string;
let fanCookie: string;

async function call(cookie: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await t.request(path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await res.json();
  return { status: res.status, body: answer };
}

const error = (answer: { body: unknown }) => (answer.body as ApiErrorBody).error;

async function mined(hash: Hash) {
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
  return receipt;
}

function wbe3Of(address: string): Promise<bigint> {
  return client().readContract({
    address: t.deps.chain.contracts.WBE3Token,
    abi: wbe3TokenAbi,
    functionName: "balanceOf",
    args: [address as Address],
  });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of [buyer, artistAccount]) await actors.testClient.setBalance({ address: who.address, value: parseEther("10") });
  artist = await mintingArtist(t, artistAccount, "stats.artist");
  trackId = (await artist.preparedUpload("Counted Song")).upload.id;
  fanCookie = (await signInWithWallet(t, fan)).cookie;
});
afterAll(() => t.close());

describe("following an artist", () => {
  it("is counted once however often it is asked, undone the same way, and shown on the artist page", async () => {
    for (let i = 0; i < 2; i++) {
      const follow = await call(fanCookie, "PUT", "/api/artists/stats.artist/follow");
      expect(follow).toEqual({ status: 200, body: { following: true, followers: 1 } satisfies FollowState });
    }
    const page = (await call(fanCookie, "GET", "/api/artists/stats.artist")).body as ArtistPage;
    expect([page.followers, page.following]).toEqual([1, true]);
    const visitorPage = (await call(null, "GET", "/api/artists/stats.artist")).body as ArtistPage;
    expect([visitorPage.followers, visitorPage.following]).toEqual([1, false]);
    const stats = (await call(artist.cookie, "GET", "/api/artist/stats")).body as ArtistStats;
    expect(stats.followers).toBe(1);

    for (let i = 0; i < 2; i++) {
      const unfollow = await call(fanCookie, "DELETE", "/api/artists/stats.artist/follow");
      expect(unfollow).toEqual({ status: 200, body: { following: false, followers: 0 } });
    }
    await call(fanCookie, "PUT", "/api/artists/stats.artist/follow");
  });

  it("refuses following yourself, visitors and unknown artists", async () => {
    const self = await call(artist.cookie, "PUT", "/api/artists/stats.artist/follow");
    expect([self.status, error(self).message]).toEqual([400, CANNOT_FOLLOW_YOURSELF]);
    expect((await call(null, "PUT", "/api/artists/stats.artist/follow")).status).toBe(401);
    expect((await call(null, "DELETE", "/api/artists/stats.artist/follow")).status).toBe(401);
    expect((await call(fanCookie, "PUT", "/api/artists/nobody.here/follow")).status).toBe(404);
  });
});

describe("POST /api/plays", () => {
  const start = (cookie: string | null, userAgent = "test-player/1", uploadId = trackId) =>
    call(cookie, "POST", "/api/plays", { uploadId }, { "user-agent": userAgent });
  const report = (cookie: string | null, playId: string | undefined, listenedMs: number, userAgent = "test-player/1", uploadId = trackId) =>
    call(cookie, "POST", "/api/plays", { uploadId, playId, listenedMs }, { "user-agent": userAgent });
  /** Starts a play and moves its start 31 s into the past, as if the player had played that long. */
  const startedAgo = async (cookie: string | null, userAgent?: string) => {
    const { playId } = (await start(cookie, userAgent)).body as PlayResult;
    if (!playId) throw new Error("no playId");
    await t.db
      .update(playStarts)
      .set({ startedAt: new Date(Date.now() - 31_000) })
      .where(eq(playStarts.id, playId));
    return playId;
  };
  const playsOf = (uploadId: string) => t.db.select().from(plays).where(eq(plays.uploadId, uploadId));

  beforeAll(async () => {
    // A three-minute track, as the server would have measured it from a real file.
    await t.db.update(uploads).set({ durationMs: 180_000 }).where(eq(uploads.id, trackId));
  });

  it("starts a play, then counts its report after 30 s, once per listener per track per 30 minutes", async () => {
    const started = await start(fanCookie);
    expect(started).toEqual({ status: 200, body: { playId: expect.any(String) as string, counted: false } satisfies PlayResult });
    const playId = await startedAgo(fanCookie);
    expect(await report(fanCookie, playId, 29_999)).toEqual({ status: 200, body: { counted: false } satisfies PlayResult });
    expect(await report(fanCookie, playId, 30_000)).toEqual({ status: 200, body: { counted: true } });
    expect(await report(fanCookie, await startedAgo(fanCookie), 95_000)).toEqual({ status: 200, body: { counted: false } });

    const stats = (await call(artist.cookie, "GET", "/api/artist/stats")).body as ArtistStats;
    expect(stats.streams).toBe(1);
    expect(stats.tracks).toEqual([{ uploadId: trackId, title: "Counted Song", streams: 1 }]);
  });

  it("keys a signed-in listener by their user id and a visitor by a salted hash of their network, whatever the user agent", async () => {
    expect((await report(null, await startedAgo(null, "visitor-a"), 40_000, "visitor-a")).body).toEqual({ counted: true });
    expect((await report(null, await startedAgo(null, "visitor-b"), 40_000, "visitor-b")).body).toEqual({ counted: false });

    const fanId = (await signInWithWallet(t, fan)).body.user?.id;
    const listeners = (await playsOf(trackId)).map((row) => row.listener);
    expect(listeners).toContain(fanId);
    const visitors = listeners.filter((listener) => listener !== fanId);
    expect(visitors).toHaveLength(1);
    for (const listener of visitors) expect(listener).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers 404 for an unknown upload and 400 for a private one or a bad request, counting nothing", async () => {
    const unknown = await start(fanCookie, "x", "6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2aff");
    expect([unknown.status, error(unknown).message]).toEqual([404, NO_UPLOAD_TO_PLAY]);
    const { upload } = await artist.preparedUpload("Private Song");
    await t.db.update(uploads).set({ isPublic: false }).where(eq(uploads.id, upload.id));
    const hidden = await start(fanCookie, "x", upload.id);
    expect([hidden.status, error(hidden).message]).toEqual([400, NOT_A_PUBLIC_TRACK]);
    expect(await playsOf(upload.id)).toEqual([]);
    const playId = await startedAgo(fanCookie);
    expect((await report(fanCookie, playId, -1)).status).toBe(400);
    expect((await report(fanCookie, playId, 1.5)).status).toBe(400);
    expect((await report(fanCookie, "not-a-play", 40_000)).status).toBe(400);
    // A playId without the heard time is neither a start nor a report.
    expect((await call(fanCookie, "POST", "/api/plays", { uploadId: trackId, playId })).status).toBe(400);
    expect((await call(fanCookie, "POST", "/api/plays", { uploadId: "nope" })).status).toBe(400);
  });
});

describe("GET /api/artist/stats", () => {
  it("is for artists only and all zero before any sale", async () => {
    expect((await call(null, "GET", "/api/artist/stats")).status).toBe(401);
    expect((await call(fanCookie, "GET", "/api/artist/stats")).status).toBe(403);
    const quiet = await mintingArtist(t, quietArtist, "stats.quiet");
    expect((await call(quiet.cookie, "GET", "/api/artist/stats")).body).toEqual({
      followers: 0,
      streams: 0,
      revenue: "0",
      tracks: [],
      revenueByMonth: [],
    } satisfies ArtistStats);
  });

  it("reports as revenue exactly the WBE3 the artist's wallet gained from a verified checkout, and forgets it when the chain lost it", async () => {
    await mined(
      await walletOf(bank).writeContract({
        address: t.deps.chain.contracts.WBE3Token,
        abi: wbe3TokenAbi,
        functionName: "transfer",
        args: [buyer.address, parseUnits("20", 18)],
      }),
    );
    const { upload, tokenURI } = await artist.preparedUpload("Sold Song");
    const artistWallet = walletOf(artistAccount);
    expect(
      (await artist.confirm(upload.id, await mintTrack(artistWallet, client(), t.deps.chain.contracts.TrackNFT, tokenURI))).status,
    ).toBe(200);
    await mined(
      await artistWallet.writeContract({
        address: t.deps.chain.contracts.TrackNFT,
        abi: trackNFTAbi,
        functionName: "setApprovalForAll",
        args: [t.deps.chain.contracts.WBE3Marketplace, true],
      }),
    );
    const [listing] = await t.db.select().from(marketplaceListings).where(eq(marketplaceListings.uploadId, upload.id));
    if (!listing) throw new Error("the minted upload has no listing");
    const { cookie } = await signInWithWallet(t, buyer);
    expect((await call(cookie, "POST", "/api/cart/items", { listingId: listing.id })).status).toBe(200);
    const checkout = (await call(cookie, "POST", "/api/orders")).body as Checkout;

    const before = await wbe3Of(artistAccount.address);
    let txHash: Hash | undefined;
    for (const step of checkout.calls) {
      txHash = await walletOf(buyer).sendTransaction({ to: step.to, data: step.data, value: BigInt(step.value) });
      await mined(txHash);
    }
    if (!txHash) throw new Error("no calls");
    const gained = (await wbe3Of(artistAccount.address)) - before;
    expect(gained).toBeGreaterThan(0n);
    expect((await call(cookie, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash })).status).toBe(200);

    const stats = (await call(artist.cookie, "GET", "/api/artist/stats")).body as ArtistStats;
    expect(stats.revenue).toBe(gained.toString());
    expect(stats.revenueByMonth).toEqual([{ month: new Date().toISOString().slice(0, 7), amount: gained.toString() }]);
    const rows = await t.db.select().from(payouts).where(eq(payouts.orderId, checkout.orderId));
    expect(rows.find((row) => row.wallet === artistAccount.address.toLowerCase())?.amount).toBe(gained);
    expect(rows.reduce((sum, row) => sum + row.amount, 0n)).toBe(BigInt(checkout.total));

    // Recorded as paid by a transaction the chain no longer has (a restored local chain): the
    // reopened order's payouts go with it.
    await t.db
      .update(orders)
      .set({ txHash: `0x${"cd".repeat(32)}` })
      .where(eq(orders.id, checkout.orderId));
    expect((await reconcileWithChain(t.db, t.deps.chain, createLogger("silent"))).ordersReopened).toBe(1);
    expect(await t.db.select().from(payouts).where(eq(payouts.orderId, checkout.orderId))).toEqual([]);
    expect(((await call(artist.cookie, "GET", "/api/artist/stats")).body as ArtistStats).revenue).toBe("0");
  });
});
