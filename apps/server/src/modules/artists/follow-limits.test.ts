import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HDAccount } from "viem";
import { count, eq } from "drizzle-orm";
import { devAccounts } from "@wbe3/contracts";
import { artists, follows } from "@wbe3/db";
import { TIER_BENEFITS, TIER_MESSAGES } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Accounts of this file alone: 91 is a fan without a membership, then on the free trial.
const fanAccount = devAccounts(95)[91] as HDAccount;
const FREE_LIMIT = TIER_BENEFITS.none.follows ?? 0;
// More artists than the free allowance; catalogue artists need no account of their own.
const usernames = Array.from({ length: FREE_LIMIT + 3 }, (_, i) => `limits.followed.${i}`);

let t: TestApp;
let cookie: string;
let userId: string;
const call = apiCaller(() => t);
const follow = (username: string) => call(cookie, "PUT", `/api/artists/${username}/follow`);
const unfollow = (username: string) => call(cookie, "DELETE", `/api/artists/${username}/follow`);

async function followCount(): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(follows).where(eq(follows.userId, userId));
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  const session = await signInWithWallet(t, fanAccount, "fan");
  cookie = session.cookie;
  userId = session.body.user?.id ?? "";
  await t.deps.db.insert(artists).values(usernames.map((username) => ({ username, name: username })));
});
afterAll(() => t.close());

const refusedWithLimit = (answer: Awaited<ReturnType<typeof follow>>, limit: number) => {
  expect(answer.status).toBe(403);
  expect(errorOf(answer)).toMatchObject({ code: "forbidden", message: TIER_MESSAGES.followsLimit(limit) });
};

describe("follows follow the tier", () => {
  it("refuses following beyond the allowance, never refuses an unfollow or a follow already held", async () => {
    for (const username of usernames.slice(0, FREE_LIMIT - 1)) expect((await follow(username)).status).toBe(200);

    // Two at once for the last free place: one is followed, the other refused.
    const pair = await Promise.all([follow(usernames[FREE_LIMIT - 1] ?? ""), follow(usernames[FREE_LIMIT] ?? "")]);
    expect(pair.map((answer) => answer.status).sort()).toEqual([200, 403]);
    refusedWithLimit(pair.find((answer) => answer.status === 403) ?? pair[0], FREE_LIMIT);
    expect(await followCount()).toBe(FREE_LIMIT);

    // Following again an artist already followed is not refused and changes nothing.
    expect(await follow(usernames[0] ?? "")).toMatchObject({ status: 200, body: { following: true, followers: 1 } });
    refusedWithLimit(await follow(usernames[FREE_LIMIT + 1] ?? ""), FREE_LIMIT);

    // Unfollowing is always allowed and frees a place.
    expect(await unfollow(usernames[0] ?? "")).toMatchObject({ status: 200, body: { following: false } });
    expect((await follow(usernames[FREE_LIMIT + 1] ?? "")).status).toBe(200);
    expect(await followCount()).toBe(FREE_LIMIT);
  });

  it("lets the trial follow more", async () => {
    refusedWithLimit(await follow(usernames[FREE_LIMIT + 2] ?? ""), FREE_LIMIT);
    expect((await call(cookie, "POST", "/api/tiers/subscriptions", { tier: "trial" })).status).toBe(201);
    expect(await follow(usernames[FREE_LIMIT + 2] ?? "")).toMatchObject({ status: 200, body: { following: true } });
    expect(await followCount()).toBe(FREE_LIMIT + 1);
  });
});
