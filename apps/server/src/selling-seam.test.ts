import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, type HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { marketplaceListings } from "@wbe3/db";
import { registerSellingArea, type Cart, type Checkout, type MarketplacePage, type Order, type SessionUser } from "@wbe3/domain";
import { completedOrders, createPaymentOrder, grantFreeOrder, revenueByMonthAndSource } from "./modules/commerce/service.ts";
import { listingsChanged, publishListing, withdrawListing, type ListingToPublish } from "./modules/marketplace/service.ts";
import { apiCaller } from "./test/api-call.ts";
import { signInWithWallet } from "./test/auth-helpers.ts";
import { chainActors } from "./test/chain-actors.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";
import { testWallets } from "./test/wallet-calls.ts";

// A scratch area that sells, plugged in the way a new area is (decision 0024): it declares what it
// sells and registers it, lists through the marketplace's one publishing call and creates its
// orders through commerce's — no file of uploads, marketplace or commerce knows it exists.
registerSellingArea({
  area: "scratch-shows",
  categories: [{ id: "scratch-nights", label: "Nights", filter: true }],
  listingKinds: [
    {
      kind: "scratch-entry",
      label: "Entry",
      categories: ["scratch-nights"],
      deliveries: ["none", "mint1155"],
      revenueSource: "scratch-door",
    },
  ],
  orderKinds: [
    {
      kind: "scratch-pass",
      label: "Season pass",
      freeGrantUsed: "Your free pass has been used.",
      grantLevel: (subject) => (typeof subject?.pass === "string" ? subject.pass : "pass"),
    },
  ],
  revenueSources: [{ id: "scratch-door", label: "Door sales" }],
});

// Accounts of this file alone (each starts with WBE3 and ETH, see global-setup): 88 sells, 89 buys.
const ACCOUNTS = devAccounts(90);
const [seller, fan] = [88, 89].map((index) => ACCOUNTS[index] as HDAccount) as [HDAccount, HDAccount];
const actors = chainActors([0]);
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let fanCookie: string;
let fanUser: SessionUser;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);

const entry = (overrides: Partial<ListingToPublish> = {}): ListingToPublish => ({
  kind: "scratch-entry",
  category: "scratch-nights",
  delivery: "none",
  seller: { id: null, kind: "partner", name: "Scratch Band" },
  title: "Scratch Night at the Hive",
  description: "Doors at eight.",
  price: parseEther("3"),
  imageUrl: null,
  sellerWallet: seller.address,
  royaltyBps: 0,
  supplyCap: 2,
  ...overrides,
});

const search = async (query: string) => (await call(null, "GET", `/api/marketplace?${query}`)).body as MarketplacePage;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInWithWallet(t, fan);
  fanCookie = signedIn.cookie;
  if (!signedIn.body.user) throw new Error("no signed-in user");
  fanUser = signedIn.body.user;
});
afterAll(() => t.close());

describe("a scratch area that sells through the marketplace and the cart", () => {
  it("lists under its own category chip, sells through checkout and pays the seller under its revenue source", async () => {
    const listingId = await publishListing(t.db, entry());
    listingsChanged(t.db);
    const listed = await search("category=scratch-nights");
    expect(listed.items).toEqual([expect.objectContaining({ id: listingId, category: "scratch-nights", left: 2 })]);

    const added = await call(fanCookie, "POST", "/api/cart/items", { listingId });
    expect(added.status).toBe(200);
    // Nothing ships and no token moves: checkout asks no address.
    expect((added.body as Cart).items).toEqual([expect.objectContaining({ listingId, ships: false, state: "ok" })]);
    const checkout = (await call(fanCookie, "POST", "/api/orders")).body as Checkout;
    const txHash = await wallets.sendCalls(fan, checkout.calls);
    const confirmed = await call(fanCookie, "POST", `/api/orders/${checkout.orderId}/confirm`, { txHash });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body as Order).toMatchObject({ kind: "cart", status: "paid", items: [{ listingId, token: null }] });

    const price = parseEther("3");
    const revenue = await revenueByMonthAndSource(t.db, [seller.address]);
    expect(revenue).toEqual([expect.objectContaining({ source: "scratch-door", amount: price - (price * 250n) / 10_000n })]);
    expect((await search("category=scratch-nights")).items[0]?.left).toBe(1);
  });

  it("withdraws only its own kind's listing", async () => {
    const listingId = await publishListing(t.db, entry({ title: "Withdrawn Night" }));
    expect(await withdrawListing(t.db, "work", listingId)).toBe(false);
    expect(await withdrawListing(t.db, "scratch-entry", listingId)).toBe(true);
    listingsChanged(t.db);
    expect((await search("q=withdrawn%20night")).items).toEqual([]);
  });

  it("refuses a listing outside what the area declared, and stores nothing", async () => {
    const before = await t.db.$count(marketplaceListings);
    await expect(publishListing(t.db, entry({ kind: "scratch-unknown" }))).rejects.toThrow(
      'No selling area registered the listing kind "scratch-unknown"',
    );
    await expect(publishListing(t.db, entry({ category: "music" }))).rejects.toThrow('does not sell in category "music"');
    await expect(publishListing(t.db, entry({ delivery: "physical" }))).rejects.toThrow('is not delivered as "physical"');
    expect(await t.db.$count(marketplaceListings)).toBe(before);
  });
});

describe("a scratch area that sells a payment order", () => {
  const period = () => ({ from: new Date(), until: new Date(Date.now() + 30 * DAY_MS) });

  it("grants its free order once, takes its paid order through the one confirmation, and reads both back", async () => {
    const granted = await grantFreeOrder(t.db, t.deps.chain.chainId, fanUser, {
      kind: "scratch-pass",
      title: "Free pass",
      subject: { pass: "free" },
      period: period(),
      basis: null,
    });
    expect(granted).toMatchObject({ calls: [], grants: { level: "free" } });
    const again = grantFreeOrder(t.db, t.deps.chain.chainId, fanUser, {
      kind: "scratch-pass",
      title: "Free pass",
      subject: { pass: "free" },
      period: period(),
      basis: granted.orderId,
    });
    await expect(again).rejects.toMatchObject({ message: "Your free pass has been used.", reason: "free_grant_used" });

    const amount = parseEther("5");
    const request = {
      kind: "scratch-pass",
      title: "Season pass",
      amount,
      subject: { pass: "gold" },
      period: period(),
      basis: granted.orderId,
    };
    const order = await createPaymentOrder(t.db, t.deps.chain, fanUser, request);
    expect(order).toMatchObject({ total: amount.toString(), grants: { level: "gold" } });
    const txHash = await wallets.sendCalls(fan, order.calls);
    const confirmed = await call(fanCookie, "POST", `/api/orders/${order.orderId}/confirm`, { txHash });
    expect(confirmed.body as Order).toMatchObject({ kind: "scratch-pass", status: "paid", grants: { level: "gold" } });

    const completed = await completedOrders(t.db, fanUser.id, "scratch-pass");
    expect(completed.map((each) => [each.status, each.subject])).toEqual([
      ["granted", { pass: "free" }],
      ["paid", { pass: "gold" }],
    ]);
    // The membership trial is another kind: this account may still take it.
    expect((await call(fanCookie, "GET", "/api/tiers/me")).body).toMatchObject({ trialUsed: false });
  });

  it("refuses an order kind nobody registered, and a free grant of a kind that is never free", async () => {
    const request = { kind: "scratch-unknown", title: "?", amount: 1n, period: period(), basis: null };
    await expect(createPaymentOrder(t.db, t.deps.chain, fanUser, request)).rejects.toThrow(
      'No selling area registered the order kind "scratch-unknown"',
    );
    const free = { kind: "publishing_unlock", title: "?", subject: {}, period: period(), basis: null };
    await expect(grantFreeOrder(t.db, t.deps.chain.chainId, fanUser, free)).rejects.toThrow("is never granted free");
  });
});
