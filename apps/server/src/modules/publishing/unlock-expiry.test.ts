import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keccak256, parseUnits, toHex, type HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { orders } from "@wbe3/db";
import { PUBLISHING_MESSAGES, PUBLISHING_UNLOCK_DAYS, type MembershipView, type StoredFile } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { formWith, PDF_BYTES } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// The publishing unlock lasts a year from its payment (SPEC 9): an unlock paid longer ago than
// that opens nothing. Accounts of this file alone (sign-in only, see chain-actors.ts): 86 paid
// its unlock more than a year ago, 87 a day less than a year ago.
const ACCOUNTS = devAccounts(88);
const [expiredAccount, runningAccount] = [ACCOUNTS[86], ACCOUNTS[87]] as [HDAccount, HDAccount];
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
const call = apiCaller(() => t);

/** An artist with a profile whose only publishing unlock was paid `daysAgo` days ago. */
async function artistUnlocked(account: HDAccount, username: string, daysAgo: number): Promise<string> {
  const { cookie, body } = await signInWithWallet(t, account, "artist");
  expect((await call(cookie, "PUT", "/api/artist/profile", { username, name: username })).status).toBe(200);
  const paidAt = new Date(Date.now() - daysAgo * DAY_MS);
  await t.db.insert(orders).values({
    userId: body.user?.id ?? "",
    kind: "publishing_unlock",
    status: "paid",
    total: parseUnits("198", 18),
    expiresAt: new Date(paidAt.getTime() + 60_000),
    payee: account.address.toLowerCase(),
    chainId: t.deps.chain.chainId,
    txHash: keccak256(toHex(username)),
    paidAt,
  });
  return cookie;
}

async function submit(cookie: string, title: string) {
  const bytes = Buffer.concat([PDF_BYTES, Buffer.from(`% ${title}\n`)]);
  const stored = await t.request("/api/files", { method: "POST", headers: { cookie }, body: formWith(bytes, `${title}.pdf`, "books") });
  const { ipfsHash } = (await stored.json()) as StoredFile;
  return call(cookie, "POST", "/api/artist/books", { title, authorName: "Anyone", genre: "poetry", price: "1", fileCid: ipfsHash });
}

const publishingOf = async (cookie: string) => ((await call(cookie, "GET", "/api/tiers/me")).body as MembershipView).publishing;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe("a publishing unlock", () => {
  it("paid more than a year ago allows no publishing and is shown as over", async () => {
    const cookie = await artistUnlocked(expiredAccount, "expired.unlock", PUBLISHING_UNLOCK_DAYS + 1);
    const refused = await submit(cookie, "Too Late");
    expect([refused.status, errorOf(refused).message]).toEqual([403, PUBLISHING_MESSAGES.locked]);
    expect(await publishingOf(cookie)).toEqual({ included: false, unlockedUntil: null, allowed: false });
  });

  it("paid less than a year ago still allows it, until a year after the payment", async () => {
    const cookie = await artistUnlocked(runningAccount, "running.unlock", PUBLISHING_UNLOCK_DAYS - 1);
    expect((await submit(cookie, "Just In Time")).status).toBe(201);
    const publishing = await publishingOf(cookie);
    expect(publishing).toMatchObject({ included: false, allowed: true });
    const left = new Date(publishing.unlockedUntil ?? 0).getTime() - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(DAY_MS);
  });
});
