import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { parseUnits, type HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { chainPayments, orders, users } from "@wbe3/db";
import {
  TIER_BENEFITS,
  ORDER_PAID_BY_OTHER_TX,
  TIER_MESSAGES,
  WALLET_NEEDED_TO_PAY,
  type Checkout,
  type MembershipView,
  type Order,
  type SignInResponse,
} from "@wbe3/domain";
import { reconcileWithChain } from "../../chain-reconcile.ts";
import { createLogger } from "../../lib/logger.ts";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { postJson, sessionCookie, signInWithWallet } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import { myMembership, publishingAllowed, tierBenefitsOf } from "./service.ts";

// Accounts of this file alone (each starts with WBE3, see global-setup): 66 becomes Basic then
// Pro, 67 buys the publishing unlock, 68 loses a payment to a restored chain.
const ACCOUNTS = devAccounts(69);
const account = (index: 66 | 67 | 68) => ACCOUNTS[index] as HDAccount;
const [member, publisher, twice] = [account(66), account(67), account(68)];
const actors = chainActors([0]);

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
const WBE3 = (whole: string) => parseUnits(whole, 18).toString();
const DAY_MS = 24 * 60 * 60 * 1000;

const me = async (cookie: string) => (await call(cookie, "GET", "/api/tiers/me")).body as MembershipView;
const choose = (cookie: string, tier: string) => call(cookie, "POST", "/api/tiers/subscriptions", { tier });
const confirm = (cookie: string, orderId: string, txHash: string) => call(cookie, "POST", `/api/orders/${orderId}/confirm`, { txHash });

/** Chooses a paid tier, pays the answered calls from the wallet and confirms; answers the paid order. */
async function buy(cookie: string, wallet: HDAccount, path: string, body?: unknown): Promise<Order> {
  const created = await call(cookie, "POST", path, body);
  expect(created.status).toBe(201);
  const order = created.body as Checkout;
  const txHash = await wallets.sendCalls(wallet, order.calls);
  const confirmed = await confirm(cookie, order.orderId, txHash);
  expect(confirmed.status).toBe(200);
  return confirmed.body as Order;
}

async function emailUser(email: string): Promise<string> {
  const res = await postJson(t, "/api/auth/signup", { email, password: "correct horse battery", name: "Ada Lovelace", role: "artist" });
  expect(res.status).toBe(201);
  expect(((await res.clone().json()) as SignInResponse).user?.walletAddress).toBeNull();
  return sessionCookie(res);
}

let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  memberCookie = (await signInWithWallet(t, member, "artist")).cookie;
});
afterAll(() => t.close());

describe("GET /api/tiers/me", () => {
  it("is for signed-in users and starts with no membership, every tier on offer at its price", async () => {
    expect((await t.request("/api/tiers/me")).status).toBe(401);
    const view = await me(memberCookie);
    expect(view).toMatchObject({ tier: null, state: "none", stateText: "No membership", level: "none", trialUsed: false });
    expect(view.options).toEqual([
      { tier: "trial", available: true, amount: "0", change: "trial", reason: null },
      { tier: "basic", available: true, amount: WBE3("120"), change: "start", reason: null },
      { tier: "pro", available: true, amount: WBE3("999"), change: "start", reason: null },
    ]);
    expect(view.publishing).toEqual({ included: false, unlockedUntil: null, allowed: false });
  });
});

describe("a completed tier order this version cannot read", () => {
  it("grants nothing (a row of an unknown tier, written by hand or by another version)", async () => {
    const cookie = await emailUser("unknown.tier@example.com");
    const [user] = await t.db.select().from(users).where(eq(users.email, "unknown.tier@example.com"));
    await t.db.insert(orders).values({
      userId: user?.id ?? "",
      kind: "tier",
      status: "paid",
      subject: { tier: "gold", change: "new" },
      total: parseUnits("120", 18),
      expiresAt: new Date(Date.now() + 60_000),
      payee: member.address.toLowerCase(),
      chainId: t.deps.chain.chainId,
      txHash: `0x${"ef".repeat(32)}`,
      paidAt: new Date(),
    });
    expect(await me(cookie)).toMatchObject({ tier: null, state: "none", level: "none" });
  });
});

describe("the free trial", () => {
  it("is granted at once without a wallet or calls, runs 3 days and is never granted twice", async () => {
    const cookie = await emailUser("trial@example.com");
    const granted = await choose(cookie, "trial");
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({ total: "0", calls: [], items: [{ title: "Free Trial (3 days)", unitPrice: "0" }] });

    const view = await me(cookie);
    expect(view).toMatchObject({ tier: "trial", state: "trial", stateText: "Free trial: 3 days left", level: "trial", trialUsed: true });
    expect(Date.parse(view.expiresAt ?? "") - Date.parse(view.startedAt ?? "")).toBe(3 * DAY_MS);

    const again = await choose(cookie, "trial");
    expect([again.status, errorOf(again).message]).toEqual([409, TIER_MESSAGES.trialUsed]);
    expect(view.options[0]).toMatchObject({ tier: "trial", available: false, reason: TIER_MESSAGES.trialUsed });
  });

  it("is granted once when two requests arrive at once", async () => {
    const cookie = await emailUser("trial.race@example.com");
    const answers = await Promise.all([choose(cookie, "trial"), choose(cookie, "trial"), choose(cookie, "trial")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const [user] = await t.db.select().from(users).where(eq(users.email, "trial.race@example.com"));
    const granted = await t.db
      .select()
      .from(orders)
      .where(eq(orders.userId, user?.id ?? ""));
    expect(granted.map((order) => order.status)).toEqual(["granted"]);
  });
});

describe("paid tiers", () => {
  it("asks for a linked wallet to pay, and refuses an unknown tier", async () => {
    const cookie = await emailUser("no.wallet@example.com");
    const basic = await choose(cookie, "basic");
    expect([basic.status, errorOf(basic).message]).toEqual([409, WALLET_NEEDED_TO_PAY]);
    const unknown = await choose(cookie, "gold");
    expect([unknown.status, errorOf(unknown).message]).toEqual([400, "tier must be one of trial, basic, pro"]);
  });

  it("Basic: one order however often asked, 120 WBE3 paid to the platform on chain, a year from the payment", async () => {
    const first = (await choose(memberCookie, "basic")).body as Checkout;
    const repeated = (await choose(memberCookie, "basic")).body as Checkout;
    expect(repeated.orderId).toBe(first.orderId);
    expect(first.total).toBe(WBE3("120"));
    expect(first.items.map((item) => item.title)).toEqual(["Basic membership, 1 year"]);
    expect(first.calls).toHaveLength(2); // approve, then pay

    const before = await wallets.wbe3Of(member.address);
    const txHash = await wallets.sendCalls(member, first.calls);
    expect(before - (await wallets.wbe3Of(member.address))).toBe(parseUnits("120", 18));
    const paid = await confirm(memberCookie, first.orderId, txHash);
    expect(paid.body).toMatchObject({ id: first.orderId, kind: "tier", status: "paid", txHash });
    // The same confirmation again answers the same paid order and records nothing more.
    expect((await confirm(memberCookie, first.orderId, txHash)).body).toEqual(paid.body);
    expect(await t.db.select().from(chainPayments).where(eq(chainPayments.txHash, txHash))).toHaveLength(1);

    const view = await me(memberCookie);
    expect(view).toMatchObject({ tier: "basic", state: "active", stateText: "Active", level: "basic", daysLeft: 365 });
    expect(view.benefits).toEqual({ uploadsPerMonth: 100, storeProducts: 25, publishingIncluded: false, follows: 500 });
    expect(view.options.find((option) => option.tier === "basic")).toMatchObject({ available: true, change: "renew" });
    // Basic → Pro with 365 days left costs the whole difference.
    expect(view.options.find((option) => option.tier === "pro")).toMatchObject({ available: true, change: "upgrade", amount: WBE3("879") });
  });

  it("upgrades Basic to Pro until the same expiry, then renews Pro from that expiry", async () => {
    const basic = await me(memberCookie);
    const upgrade = await buy(memberCookie, member, "/api/tiers/subscriptions", { tier: "pro" });
    expect(upgrade.items.map((item) => item.title)).toEqual(["Upgrade to Pro until your renewal date"]);
    const pro = await me(memberCookie);
    expect(pro).toMatchObject({ tier: "pro", state: "active", level: "pro", expiresAt: basic.expiresAt, startedAt: basic.startedAt });
    expect(pro.publishing).toEqual({ included: true, unlockedUntil: null, allowed: true });
    expect(pro.options.find((option) => option.tier === "basic")).toMatchObject({ available: false });

    const basicNow = await choose(memberCookie, "basic");
    expect(basicNow.status).toBe(409);
    const unlock = await call(memberCookie, "POST", "/api/artist/publishing/unlock");
    expect([unlock.status, errorOf(unlock).message]).toEqual([409, TIER_MESSAGES.proIncludesPublishing]);

    const renewal = await buy(memberCookie, member, "/api/tiers/subscriptions", { tier: "pro" });
    expect(renewal.items.map((item) => item.title)).toEqual(["Pro membership, 1 year (renewal)"]);
    const renewed = await me(memberCookie);
    expect(Date.parse(renewed.expiresAt ?? "") - Date.parse(pro.expiresAt ?? "")).toBe(365 * DAY_MS);
    expect(renewed.startedAt).toBe(pro.startedAt);
  });

  it("refuses a transaction that paid another order, and forgets a payment the chain lost", async () => {
    const cookie = (await signInWithWallet(t, twice, "artist")).cookie;
    const paid = await buy(cookie, twice, "/api/tiers/subscriptions", { tier: "basic" });
    const upgrade = (await choose(cookie, "pro")).body as Checkout;
    const wrong = await confirm(cookie, upgrade.orderId, paid.txHash ?? "");
    expect([wrong.status, errorOf(wrong).message]).toEqual([409, ORDER_PAID_BY_OTHER_TX]);
    const notPaid = await confirm(cookie, upgrade.orderId, `0x${"ab".repeat(32)}`);
    expect(notPaid.status).toBeGreaterThanOrEqual(400);
    expect(notPaid.status).toBeLessThan(500);

    // A restored local chain without the payment: the order reopens and the membership goes with it.
    await t.db
      .update(orders)
      .set({ txHash: `0x${"cd".repeat(32)}` })
      .where(eq(orders.id, paid.id));
    expect((await reconcileWithChain(t.db, t.deps.chain, createLogger("silent"))).ordersReopened).toBe(1);
    expect(await me(cookie)).toMatchObject({ tier: null, state: "none" });
  });
});

describe("the publishing unlock", () => {
  it("is a 198 WBE3 order that unlocks book publishing for a year", async () => {
    const cookie = (await signInWithWallet(t, publisher, "artist")).cookie;
    const order = await buy(cookie, publisher, "/api/artist/publishing/unlock");
    expect(order).toMatchObject({ kind: "publishing_unlock", status: "paid", total: WBE3("198") });
    expect(order.items.map((item) => item.title)).toEqual(["Book publishing, 1 year"]);
    const view = await me(cookie);
    expect(view.publishing).toMatchObject({ included: false, allowed: true });
    // The year the order stated when it was priced, granted as stated.
    expect(order.grants).toMatchObject({ level: "publishing_unlock", to: view.publishing.unlockedUntil });
    expect(Date.parse(order.grants?.to ?? "") - Date.parse(order.grants?.from ?? "")).toBe(365 * DAY_MS);
    expect(Date.parse(order.grants?.from ?? "")).toBeLessThanOrEqual(Date.parse(order.paidAt ?? ""));
  });

  it("extends a running unlock by a year; publishing runs to its last millisecond and stops at its end", async () => {
    const { cookie, body } = await signInWithWallet(t, publisher, "artist");
    if (!body.user) throw new Error("signed in without a user");
    const first = (await me(cookie)).publishing.unlockedUntil ?? "";
    const second = await buy(cookie, publisher, "/api/artist/publishing/unlock");
    expect(second.grants?.from).toBe(first);
    const end = new Date(Date.parse(first) + 365 * DAY_MS);
    expect((await me(cookie)).publishing.unlockedUntil).toBe(end.toISOString());

    const lastMs = new Date(end.getTime() - 1);
    expect(await publishingAllowed(t.db, body.user.id, lastMs)).toBe(true);
    expect(await publishingAllowed(t.db, body.user.id, end)).toBe(false);
    expect((await myMembership(t.db, body.user, lastMs)).publishing).toEqual({
      included: false,
      unlockedUntil: end.toISOString(),
      allowed: true,
    });
    expect((await myMembership(t.db, body.user, end)).publishing).toEqual({ included: false, unlockedUntil: null, allowed: false });
  });

  it("is not running without an unlock, whatever the tier allows otherwise", async () => {
    const cookie = await emailUser("benefits@example.com");
    const [user] = await t.db.select().from(users).where(eq(users.email, "benefits@example.com"));
    const userId = user?.id ?? "";
    expect(await tierBenefitsOf(t.db, userId)).toEqual(TIER_BENEFITS.none);
    await choose(cookie, "trial");
    expect(await tierBenefitsOf(t.db, userId)).toEqual(TIER_BENEFITS.trial);
    expect(await publishingAllowed(t.db, userId)).toBe(false);
  });

  it("is for artists", async () => {
    const fan = await postJson(t, "/api/auth/signup", {
      email: "fan@example.com",
      password: "correct horse battery",
      name: "Fan",
      role: "fan",
    });
    expect((await call(sessionCookie(fan), "POST", "/api/artist/publishing/unlock")).status).toBe(403);
  });
});
