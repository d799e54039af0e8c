import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, orderItems, orders, type Database } from "@wbe3/db";
import { CHAIN_ID, inMinutes, orderRows, OTHER_WALLET, txHash, WALLET } from "../../test/order-rows.ts";
import {
  boughtByWallet,
  findCompletedOrders,
  findOpenPaymentOrder,
  findOpenQuote,
  findOrderByTx,
  findOrderItems,
  findOrdersOf,
  findPaidLinesOfListings,
  paidOrderTxHashes,
  reopenOrdersByTx,
  setLinesShipped,
  deleteCartLines,
} from "./repo.ts";

// What commerce's repository answers about orders: the copies a wallet holds toward a drop's
// limit, the quote a repeated checkout answers again, the completed orders a membership is read
// from, the paid lines sellers ship. No app: a bare database with rows in every state.

let rows: Awaited<ReturnType<typeof orderRows>>;
beforeAll(async () => {
  rows = await orderRows();
});
afterAll(() => rows.close());
beforeEach(async () => {
  await rows.db.delete(orders);
  await rows.db.delete(cartItems);
});

const ids = (found: { id: string }[]) => found.map((row) => row.id);

/** The database, noting each statement a call starts (a cart or an order list is often empty). */
function watched(db: Database) {
  const asked: string[] = [];
  const statements = new Set(["select", "insert", "update", "delete", "execute", "transaction"]);
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (typeof key === "string" && statements.has(key)) asked.push(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: proxy, asked };
}

describe("an empty list", () => {
  it("is answered without asking the database, and a transaction that paid nothing changes nothing else", async () => {
    const { db, asked } = watched(rows.db);
    expect(await boughtByWallet(db, WALLET, [])).toEqual(new Map());
    expect(await findOrderItems(db, [])).toEqual([]);
    expect(await findPaidLinesOfListings(db, [])).toEqual([]);
    expect(await reopenOrdersByTx(db, CHAIN_ID, [])).toEqual([]);
    await setLinesShipped(db, await rows.order({ status: "paid" }), [], new Date());
    await deleteCartLines(db, rows.buyer.id, []);
    expect(asked).toEqual([]);
    expect(await reopenOrdersByTx(db, CHAIN_ID, [txHash()])).toEqual([]);
    expect(asked).toEqual(["update"]);
  });
});

describe("the copies a wallet bought toward a drop's per-wallet limit", () => {
  it("counts paid orders of that wallet only: not quoted, void or granted ones, refunded lines or other wallets", async () => {
    const { order, listings, other } = rows;
    const { first, second, third } = listings;
    await order({ status: "paid" }, [{ quantity: 2 }, { listingId: second, quantity: 1 }]);
    await order({ status: "paid" }, [{ quantity: 3 }]);
    // Checked out and never paid: a buyer cannot reach the limit by quoting.
    await order({ status: "quoted" }, [{ quantity: 4 }]);
    await order({ status: "void" }, [{ quantity: 7 }]);
    await order({ status: "granted", kind: "tier", total: 0n, payee: null }, [{ quantity: 30 }]);
    await order({ status: "paid" }, [{ quantity: 10, refundedAt: new Date() }, { listingId: third }]);
    // The wallet counts, not the account: the same account paying from another wallet, another account from this one.
    await order({ status: "paid", buyerWallet: OTHER_WALLET }, [{ quantity: 20 }]);
    await order({ status: "paid", userId: other.id }, [{ listingId: second, quantity: 1 }]);

    const bought = await boughtByWallet(rows.db, WALLET, [first, second]);
    expect(bought).toEqual(
      new Map([
        [first, 5],
        [second, 2],
      ]),
    );
    expect(await boughtByWallet(rows.db, OTHER_WALLET, [first, second, third])).toEqual(new Map([[first, 20]]));
    expect(await boughtByWallet(rows.db, WALLET, [])).toEqual(new Map());
  });
});

describe("the open quote a repeated checkout answers again", () => {
  it("is the user's newest quoted cart order from that wallet, valid after the given time", async () => {
    const { order, buyer, other } = rows;
    const after = inMinutes(1);
    const older = await order({ createdAt: inMinutes(-3) });
    const newest = await order({ createdAt: inMinutes(-2) });
    // Each newer still, each wrong in one way.
    const later = inMinutes(-1);
    await order({ createdAt: later, userId: other.id });
    await order({ createdAt: later, kind: "tier", payee: WALLET });
    await order({ createdAt: later, buyerWallet: OTHER_WALLET });
    await order({ createdAt: later, status: "paid" });
    await order({ createdAt: later, status: "void" });
    await order({ createdAt: later, expiresAt: after });
    await order({ createdAt: later, expiresAt: inMinutes(0.5) });

    expect((await findOpenQuote(rows.db, buyer.id, WALLET, after))?.id).toBe(newest);
    await rows.db.update(orders).set({ status: "void" }).where(eq(orders.id, newest));
    expect((await findOpenQuote(rows.db, buyer.id, WALLET, after))?.id).toBe(older);
    expect(await findOpenQuote(rows.db, buyer.id, WALLET, inMinutes(20))).toBeUndefined();
  });
});

describe("the open payment order a repeated payment answers again", () => {
  const subject = { tier: "pro", months: 1 };
  const want = (overrides: Partial<Parameters<typeof findOpenPaymentOrder>[1]> = {}) => ({
    userId: rows.buyer.id,
    buyerWallet: WALLET,
    kind: "tier",
    total: 7n,
    subject,
    basis: "none",
    payee: OTHER_WALLET,
    after: inMinutes(1),
    ...overrides,
  });
  const payment = (values: Parameters<typeof rows.order>[0] = {}) =>
    rows.order({ kind: "tier", total: 7n, subject, basis: "none", payee: OTHER_WALLET, quote: null, signature: null, ...values }, []);

  it("asks the same kind, amount, subject, basis, wallet and payee, quoted, valid after the given time", async () => {
    await payment({ createdAt: inMinutes(-3) });
    const newest = await payment({ createdAt: inMinutes(-2) });
    const later = inMinutes(-1);
    for (const values of [
      { userId: rows.other.id },
      { kind: "publishing_unlock" },
      { buyerWallet: OTHER_WALLET },
      { status: "paid" as const },
      { total: 8n },
      { subject: { tier: "pro", months: 12 } },
      { subject: null },
      { basis: "0f3a9c1e-0000-4000-8000-000000000001" },
      { basis: null },
      { payee: WALLET },
      { expiresAt: inMinutes(1) },
    ]) {
      await payment({ createdAt: later, ...values });
    }
    expect((await findOpenPaymentOrder(rows.db, want()))?.id).toBe(newest);
  });

  it("finds an order without subject or basis only when asked for none", async () => {
    const independent = await payment({ subject: null, basis: null });
    await payment({ createdAt: inMinutes(1) });
    expect((await findOpenPaymentOrder(rows.db, want({ subject: null, basis: null })))?.id).toBe(independent);
    expect(await findOpenPaymentOrder(rows.db, want({ subject: null }))).toBeUndefined();
    expect(await findOpenPaymentOrder(rows.db, want({ basis: null, subject: { tier: "basic" } }))).toBeUndefined();
  });
});

describe("completed orders and order lists", () => {
  it("answers the user's paid and granted orders of one kind, oldest completion first, then oldest created", async () => {
    const { order, buyer, other } = rows;
    const at = (minutes: number) => ({ paidAt: inMinutes(minutes), createdAt: inMinutes(minutes) });
    const payment = { kind: "tier", payee: OTHER_WALLET, quote: null, signature: null };
    const late = await order({ ...payment, status: "paid", ...at(-1) }, []);
    const granted = await order({ ...payment, status: "granted", total: 0n, ...at(-5) }, []);
    const paidAt = inMinutes(-3);
    const tied = await order({ ...payment, status: "paid", paidAt, createdAt: inMinutes(-4) }, []);
    const tiedFirst = await order({ ...payment, status: "paid", paidAt, createdAt: inMinutes(-6) }, []);
    await order({ ...payment, status: "quoted" }, []);
    await order({ ...payment, status: "void" }, []);
    await order({ ...payment, status: "paid", kind: "publishing_unlock" }, []);
    await order({ ...payment, status: "paid", userId: other.id }, []);
    expect(ids(await findCompletedOrders(rows.db, buyer.id, "tier"))).toEqual([granted, tiedFirst, tied, late]);
  });

  it("answers an order's lines by order and position, and a user's orders newest first up to the limit", async () => {
    const { order, buyer, other } = rows;
    const a = await order({ createdAt: inMinutes(-2) }, [{ title: "a0" }, { title: "a1" }, { title: "a2" }]);
    const b = await order({ createdAt: inMinutes(-1) }, [{ title: "b0" }, { title: "b1" }]);
    await order({ userId: other.id }, [{ title: "other" }]);
    const [low, high] = [a, b].sort();
    const titles = (await findOrderItems(rows.db, [b, a])).map((item) => item.title);
    const lines = { [a]: ["a0", "a1", "a2"], [b]: ["b0", "b1"] };
    expect(titles).toEqual([...(lines[low ?? ""] ?? []), ...(lines[high ?? ""] ?? [])]);
    expect(await findOrderItems(rows.db, [])).toEqual([]);
    expect(ids(await findOrdersOf(rows.db, buyer.id, 5))).toEqual([b, a]);
    expect(ids(await findOrdersOf(rows.db, buyer.id, 1))).toEqual([b]);
  });

  it("finds the order a transaction paid on this chain, and this chain's paid transactions", async () => {
    const { order } = rows;
    const hash = txHash();
    const paid = await order({ status: "paid", txHash: hash });
    const elsewhere = await order({ status: "paid", txHash: hash, chainId: 1 });
    const [other] = await rows.db
      .select()
      .from(orders)
      .where(eq(orders.id, await order({ status: "paid" })));
    await order({ status: "quoted" });
    expect((await findOrderByTx(rows.db, CHAIN_ID, hash))?.id).toBe(paid);
    expect((await findOrderByTx(rows.db, 1, hash))?.id).toBe(elsewhere);
    expect(await findOrderByTx(rows.db, CHAIN_ID, txHash())).toBeUndefined();
    expect((await paidOrderTxHashes(rows.db, CHAIN_ID)).sort()).toEqual([hash, other?.txHash].sort());
    expect(await paidOrderTxHashes(rows.db, 5)).toEqual([]);
  });
});

describe("the paid lines sellers ship", () => {
  it("answers paid, unrefunded lines of the listings, newest payment first, and one order's when asked", async () => {
    const { order, listings } = rows;
    const { first, second, third } = listings;
    const address = { name: "A Buyer", line1: "1 Road", line2: "", city: "Town", region: "", postalCode: "1000", country: "NL" };
    const paidAt = inMinutes(-5);
    const older = await order({ status: "paid", paidAt, shippingAddress: address }, [
      { title: "o0" },
      { listingId: second, title: "o1" },
      { listingId: third, title: "o2" },
    ]);
    const newer = await order({ status: "paid", paidAt: inMinutes(-1) }, [
      { title: "n0", quantity: 2 },
      { title: "n1", refundedAt: new Date() },
    ]);
    await order({ status: "quoted" }, [{ title: "quoted" }]);
    await order({ status: "void" }, [{ title: "void" }]);

    const found = await findPaidLinesOfListings(rows.db, [first, second]);
    expect(found.map((line) => line.title)).toEqual(["n0", "o0", "o1"]);
    expect(found[0]).toMatchObject({ orderId: newer, listingId: first, quantity: 2, shippedAt: null, shippingAddress: null });
    expect(found[1]).toMatchObject({ orderId: older, shippingAddress: address, paidAt });
    expect((await findPaidLinesOfListings(rows.db, [first, second], older)).map((line) => line.title)).toEqual(["o0", "o1"]);
    expect(await findPaidLinesOfListings(rows.db, [])).toEqual([]);
    await rows.db.update(orderItems).set({ listingId: null }).where(eq(orderItems.orderId, older));
    expect((await findPaidLinesOfListings(rows.db, [first, second, third])).map((line) => line.title)).toEqual(["n0"]);
  });
});
