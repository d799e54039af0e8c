import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HDAccount } from "viem";
import { eq } from "drizzle-orm";
import { devAccounts } from "@wbe3/contracts";
import { follows, marketplaceListings, orders, payouts, users } from "@wbe3/db";
import {
  followAnswer,
  followersPageAnswer,
  INVALID_FOLLOWERS_CURSOR,
  sellerListingsAnswer,
  sellerRevenueAnswer,
  type SellerListings,
  type ArtistStats,
  type FollowersPage,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { mintingArtist } from "../../test/mint-flow.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Accounts of this file alone: 95 is the artist, 96 another artist (sees only their own zeros),
// 97–99 are fans who follow 95.
const ACCOUNTS = devAccounts(100);
const account = (index: 95 | 96 | 97 | 98 | 99) => ACCOUNTS[index] as HDAccount;

let t: TestApp;
const call = apiCaller(() => t);
let artist: Awaited<ReturnType<typeof mintingArtist>>;
let otherArtistCookie: string;
let fanCookies: string[];
let listingId: string;

const wallet = (who: HDAccount) => who.address.toLowerCase();

/** A paid-looking cart order to hang payouts on (payouts need an order; its own fields do not matter here). */
async function order(userCookieOwner: HDAccount): Promise<string> {
  const [user] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.walletAddress, wallet(userCookieOwner)));
  if (!user) throw new Error("no user for the order");
  const [row] = await t.db
    .insert(orders)
    .values({ userId: user.id, total: 0n, expiresAt: new Date(), chainId: 31337, quote: {}, signature: "0x" })
    .returning({ id: orders.id });
  if (!row) throw new Error("no order");
  return row.id;
}

async function payout(to: HDAccount, amount: bigint, source: string, at: string) {
  await t.db.insert(payouts).values({ orderId: await order(account(97)), wallet: wallet(to), amount, source, createdAt: new Date(at) });
}

beforeAll(async () => {
  t = await createTestApp();
  artist = await mintingArtist(t, account(95), "dash.artist");
  const { upload } = await artist.preparedUpload("Dashboard Song");
  if (!upload.listingId) throw new Error("the public upload has no listing");
  listingId = upload.listingId;
  otherArtistCookie = (await mintingArtist(t, account(96), "dash.other")).cookie;
  fanCookies = [];
  for (const index of [97, 98, 99] as const) fanCookies.push((await signInWithWallet(t, account(index), "fan")).cookie);
  // 97 has a name; 98 is an artist too (username and avatar).
  await t.db
    .update(users)
    .set({ name: "Fan Ninety-Seven" })
    .where(eq(users.walletAddress, wallet(account(97))));
});
afterAll(() => t.close());

describe("GET /api/artist/followers", () => {
  it("lists only the artist's own followers, newest first, paged with a cursor", async () => {
    for (const cookie of fanCookies) expect((await call(cookie, "PUT", "/api/artists/dash.artist/follow")).status).toBe(200);
    // Spread the follow times so the order is certain (microseconds apart on a fast machine).
    const [a, b, c] = [account(97), account(98), account(99)];
    const times: [HDAccount, string][] = [
      [a, "2026-01-01T00:00:00.000Z"],
      [b, "2026-02-01T00:00:00.000Z"],
      [c, "2026-03-01T00:00:00.000Z"],
    ];
    for (const [who, at] of times) {
      const [user] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.walletAddress, wallet(who)));
      await t.db
        .update(follows)
        .set({ createdAt: new Date(at) })
        .where(eq(follows.userId, user?.id ?? ""));
    }

    const first = await call(artist.cookie, "GET", "/api/artist/followers?limit=2");
    expect(first.status).toBe(200);
    const page = followersPageAnswer.strict().parse(first.body);
    expect(page.total).toBe(3);
    expect(page.followers.map((f) => f.followedAt)).toEqual(["2026-03-01T00:00:00.000Z", "2026-02-01T00:00:00.000Z"]);
    expect(page.nextCursor).not.toBeNull();

    const second = (await call(artist.cookie, "GET", `/api/artist/followers?limit=2&cursor=${page.nextCursor ?? ""}`))
      .body as FollowersPage;
    expect(second).toEqual({
      followers: [{ name: "Fan Ninety-Seven", username: null, avatarUrl: null, followedAt: "2026-01-01T00:00:00.000Z" }],
      total: 3,
      nextCursor: null,
    });

    // Another artist sees their own (none); the default page holds all three.
    expect((await call(otherArtistCookie, "GET", "/api/artist/followers")).body).toEqual({ followers: [], total: 0, nextCursor: null });
    expect(((await call(artist.cookie, "GET", "/api/artist/followers")).body as FollowersPage).followers).toHaveLength(3);
  });

  it("refuses a bad cursor or limit with a clear message, visitors (401) and fans (403)", async () => {
    const bad = await call(artist.cookie, "GET", "/api/artist/followers?cursor=bm90LWEtY3Vyc29y");
    expect([bad.status, errorOf(bad).message]).toEqual([400, INVALID_FOLLOWERS_CURSOR]);
    const limit = await call(artist.cookie, "GET", "/api/artist/followers?limit=0");
    expect([limit.status, errorOf(limit).message]).toEqual([400, "limit must be between 1 and 100"]);
    expect((await call(null, "GET", "/api/artist/followers")).status).toBe(401);
    expect((await call(fanCookies[0] ?? "", "GET", "/api/artist/followers")).status).toBe(403);
  });
});

describe("GET /api/artists/:username/follow", () => {
  it("tells a signed-in user whether they follow the artist, with the count", async () => {
    const fan = await call(fanCookies[0] ?? "", "GET", "/api/artists/dash.artist/follow");
    expect(followAnswer.strict().parse(fan.body)).toEqual({ following: true, followers: 3 });
    expect((await call(otherArtistCookie, "GET", "/api/artists/dash.artist/follow")).body).toEqual({ following: false, followers: 3 });
    expect((await call(null, "GET", "/api/artists/dash.artist/follow")).status).toBe(401);
    expect((await call(otherArtistCookie, "GET", "/api/artists/nobody.here/follow")).status).toBe(404);
  });
});

describe("GET /api/seller/revenue", () => {
  it("splits the stats card's revenue by source and by month, from the artist's payouts only", async () => {
    await payout(account(95), 5n * 10n ** 18n, "sale", "2026-09-10T12:00:00.000Z");
    await payout(account(95), 2n * 10n ** 18n, "royalty", "2026-09-20T12:00:00.000Z");
    await payout(account(95), 3n * 10n ** 18n, "sale", "2026-10-01T00:30:00.000Z");
    await payout(account(95), 1n * 10n ** 18n, "store", "2026-10-31T23:59:00.000Z");
    // Another artist's money is not this artist's.
    await payout(account(96), 7n * 10n ** 18n, "sale", "2026-10-02T00:00:00.000Z");

    const answer = await call(artist.cookie, "GET", "/api/seller/revenue");
    expect(answer.status).toBe(200);
    const revenue = sellerRevenueAnswer.strict().parse(answer.body);
    expect(revenue).toEqual({
      total: "11000000000000000000",
      bySource: [
        { source: "sale", amount: "8000000000000000000" },
        { source: "royalty", amount: "2000000000000000000" },
        { source: "store", amount: "1000000000000000000" },
      ],
      months: [
        {
          month: "2026-09",
          total: "7000000000000000000",
          bySource: [
            { source: "sale", amount: "5000000000000000000" },
            { source: "royalty", amount: "2000000000000000000" },
          ],
        },
        {
          month: "2026-10",
          total: "4000000000000000000",
          bySource: [
            { source: "sale", amount: "3000000000000000000" },
            { source: "store", amount: "1000000000000000000" },
          ],
        },
      ],
    });
    // The same figure as the stats card.
    const stats = (await call(artist.cookie, "GET", "/api/artist/stats")).body as ArtistStats;
    expect(stats.revenue).toBe(revenue.total);

    expect((await call(otherArtistCookie, "GET", "/api/seller/revenue")).body).toEqual({
      total: "7000000000000000000",
      bySource: [{ source: "sale", amount: "7000000000000000000" }],
      months: [{ month: "2026-10", total: "7000000000000000000", bySource: [{ source: "sale", amount: "7000000000000000000" }] }],
    });
  });

  it("refuses visitors and fans", async () => {
    expect((await call(null, "GET", "/api/seller/revenue")).status).toBe(401);
    expect((await call(fanCookies[1] ?? "", "GET", "/api/seller/revenue")).status).toBe(403);
  });
});

describe("GET /api/seller/listings", () => {
  it("lists the artist's own listings with sold / supply, active and presale", async () => {
    const ends = new Date(Date.now() + 3_600_000);
    await t.db
      .update(marketplaceListings)
      .set({ supplyCap: 50, sold: 4, presaleEndsAt: ends })
      .where(eq(marketplaceListings.id, listingId));
    const answer = await call(artist.cookie, "GET", "/api/seller/listings");
    expect(answer.status).toBe(200);
    const { listings } = sellerListingsAnswer.strict().parse(answer.body);
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({
      id: listingId,
      title: "Dashboard Song",
      category: "music",
      price: "1000000000000000000",
      sold: 4,
      supply: 50,
      active: true,
      presale: true,
      presaleEndsAt: ends.toISOString(),
    });

    await t.db
      .update(marketplaceListings)
      .set({ presaleEndsAt: new Date(Date.now() - 1000), active: false })
      .where(eq(marketplaceListings.id, listingId));
    const later = (await call(artist.cookie, "GET", "/api/seller/listings")).body as SellerListings;
    expect(later.listings[0]).toMatchObject({ active: false, presale: false });

    expect((await call(otherArtistCookie, "GET", "/api/seller/listings")).body).toEqual({ listings: [] });
    expect((await call(null, "GET", "/api/seller/listings")).status).toBe(401);
    expect((await call(fanCookies[2] ?? "", "GET", "/api/seller/listings")).status).toBe(403);
  });
});
