import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { marketplaceListings, orders } from "@wbe3/db";
import type { Cart, Checkout, MembershipView, Order } from "@wbe3/domain";
import { apiCaller } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { demoEditions } from "../../test/demo-listings.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import { SWEEP_LOG_RANGE } from "./payment-sweep.ts";
import { sweepUnconfirmedPayments } from "./service.ts";

// Account of this file alone (it starts with WBE3 and ETH, see global-setup): 107 pays and closes the tab.
const payer = devAccounts(108)[107] as HDAccount;
const actors = chainActors([0]);
const { ring } = demoEditions();

let t: TestApp;
let cookie: string;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
const statusOf = async (orderId: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
const sweep = () => sweepUnconfirmedPayments(t.db, t.deps.chain);

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signInWithWallet(t, payer, "artist")).cookie;
});
afterAll(() => t.close());

describe("payments whose buyer never confirmed them", () => {
  it("records a membership paid on chain once, and the buyer's late confirmation answers the same paid order", async () => {
    const order = (await call(cookie, "POST", "/api/tiers/subscriptions", { tier: "basic" })).body as Checkout;
    const txHash = await wallets.sendCalls(payer, order.calls);
    expect(await statusOf(order.orderId)).toBe("quoted");

    expect(await sweep()).toBe(1);
    expect(await statusOf(order.orderId)).toBe("paid");
    expect((await call(cookie, "GET", "/api/tiers/me")).body as MembershipView).toMatchObject({ level: "basic" });
    expect(await sweep()).toBe(0);

    const late = await call(cookie, "POST", `/api/orders/${order.orderId}/confirm`, { txHash });
    expect(late.status).toBe(200);
    expect(late.body as Order).toMatchObject({ status: "paid", txHash: txHash.toLowerCase() });
  });

  it("records a checkout paid on chain: its sale counted, the cart emptied", async () => {
    const soldOf = async () =>
      (await t.db.select({ sold: marketplaceListings.sold }).from(marketplaceListings).where(eq(marketplaceListings.id, ring.id)))[0]?.sold;
    const before = await soldOf();
    await call(cookie, "POST", "/api/cart/items", { listingId: ring.id });
    const checkout = (await call(cookie, "POST", "/api/orders")).body as Checkout;
    await wallets.sendCalls(payer, checkout.calls);

    expect(await sweep()).toBe(1);
    expect(await statusOf(checkout.orderId)).toBe("paid");
    expect(((await call(cookie, "GET", "/api/cart")).body as Cart).items).toEqual([]);
    expect(await soldOf()).toBe((before ?? 0) + 1);
    const { orders: mine } = (await call(cookie, "GET", "/api/orders")).body as { orders: Order[] };
    const paid = mine.find((each) => each.id === checkout.orderId);
    expect(paid?.items[0]?.token).not.toBeNull();
  });

  it("reads the chain's logs in ranges a public node answers", async () => {
    const order = (await call(cookie, "POST", "/api/tiers/subscriptions", { tier: "basic" })).body as Checkout;
    await wallets.sendCalls(payer, order.calls);
    const ranges: { fromBlock: bigint; toBlock: bigint }[] = [];
    const client = new Proxy(t.deps.chain.client, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (key !== "getLogs" || typeof value !== "function") return value;
        return (args: { fromBlock: bigint; toBlock: bigint }) => {
          ranges.push({ fromBlock: args.fromBlock, toBlock: args.toBlock });
          return (value as (a: unknown) => unknown).call(target, args);
        };
      },
    });
    expect(await sweepUnconfirmedPayments(t.db, { ...t.deps.chain, client })).toBe(1);
    expect(await statusOf(order.orderId)).toBe("paid");
    expect(ranges.length).toBeGreaterThan(0);
    for (const { fromBlock, toBlock } of ranges) {
      expect(typeof toBlock).toBe("bigint");
      expect(toBlock - fromBlock + 1n).toBeLessThanOrEqual(SWEEP_LOG_RANGE);
    }
  });

  it("leaves an order nobody paid as it is", async () => {
    await call(cookie, "POST", "/api/cart/items", { listingId: ring.id });
    const checkout = (await call(cookie, "POST", "/api/orders")).body as Checkout;
    expect(await sweep()).toBe(0);
    expect(await statusOf(checkout.orderId)).toBe("quoted");
  });
});
