import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, orderItems, orders, payouts } from "@wbe3/db";
import { CHAIN_ID, inMinutes, orderRows, OTHER_WALLET, txHash, WALLET } from "../../test/order-rows.ts";
import {
  deleteCartLines,
  findCartLines,
  findOrder,
  insertGrantedOrder,
  insertOrder,
  markLineRefunded,
  markOrderPaid,
  markOrderVoid,
  reopenOrdersByTx,
  setDeliveredToken,
  setLinesShipped,
  upsertCartLine,
} from "./repo.ts";

// How an order moves between its states in commerce's repository: each move happens once and
// only from the state it starts from (a quoted order is paid or voided, a paid order's line
// refunded or shipped), whatever ran before. No app: a bare database with rows in every state.

let rows: Awaited<ReturnType<typeof orderRows>>;
beforeAll(async () => {
  rows = await orderRows();
});
afterAll(() => rows.close());
beforeEach(async () => {
  await rows.db.delete(orders);
  await rows.db.delete(cartItems);
});

const statusOf = async (id: string) => (await findOrder(rows.db, id))?.status;
const linesOf = (id: string) => rows.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.position);
const inTx = <T>(work: (tx: Parameters<Parameters<typeof rows.db.transaction>[0]>[0]) => Promise<T>) => rows.db.transaction(work);

describe("writing orders", () => {
  it("writes an order with its lines in one transaction: a line refused leaves no order", async () => {
    const id = "3c1d6a2e-8f41-4b7a-9c05-6e2f1a0b9d01";
    const order = { id, userId: rows.buyer.id, total: 5n, expiresAt: inMinutes(5), quote: {}, signature: "0x01", chainId: CHAIN_ID };
    const line = { listingId: rows.listings.first, position: 0, title: "Line", quantity: 1, unitPrice: 5n };
    await expect(insertOrder(rows.db, order, [line, { ...line, listingId: "3c1d6a2e-8f41-4b7a-9c05-6e2f1a0b9dff" }])).rejects.toThrow();
    expect(await findOrder(rows.db, id)).toBeUndefined();
    await insertOrder(rows.db, order, [line, { ...line, position: 1, quantity: 2 }]);
    expect(await statusOf(id)).toBe("quoted");
    expect((await linesOf(id)).map((item) => item.quantity)).toEqual([1, 2]);
  });

  it("grants a free order once per account and kind, paid at once", async () => {
    const grant = (id: string) =>
      insertGrantedOrder(
        rows.db,
        { id, userId: rows.buyer.id, kind: "tier", total: 0n, expiresAt: inMinutes(5), chainId: CHAIN_ID },
        { listingId: null, position: 0, title: "Trial", quantity: 1, unitPrice: 0n },
      );
    const first = "7a0e4c1b-2d3f-4e5a-8b6c-9d0e1f2a3b01";
    const second = "7a0e4c1b-2d3f-4e5a-8b6c-9d0e1f2a3b02";
    expect(await grant(first)).toBe(true);
    expect(await findOrder(rows.db, first)).toMatchObject({ status: "granted", paidAt: expect.any(Date) as Date });
    expect((await linesOf(first)).map((item) => item.title)).toEqual(["Trial"]);
    expect(await grant(second)).toBe(false);
    expect(await findOrder(rows.db, second)).toBeUndefined();
  });
});

describe("a quoted order is paid or voided once", () => {
  it("marks a quoted order paid with its transaction; a second confirmation changes nothing", async () => {
    const id = await rows.order();
    const untouched = await rows.order();
    const hash = txHash();
    const before = Date.now();
    expect(await inTx((tx) => markOrderPaid(tx, id, hash))).toBe(true);
    const paid = await findOrder(rows.db, id);
    expect(paid).toMatchObject({ status: "paid", txHash: hash });
    expect(paid?.paidAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await inTx((tx) => markOrderPaid(tx, id, txHash()))).toBe(false);
    expect((await findOrder(rows.db, id))?.txHash).toBe(hash);
    expect(await statusOf(untouched)).toBe("quoted");

    const voided = await rows.order({ status: "void" });
    expect(await inTx((tx) => markOrderPaid(tx, voided, txHash()))).toBe(false);
    expect(await statusOf(voided)).toBe("void");
  });

  it("voids a quoted order only: a paid one stays paid", async () => {
    const id = await rows.order();
    const untouched = await rows.order();
    const paid = await rows.order({ status: "paid" });
    expect(await inTx((tx) => markOrderVoid(tx, id))).toBe(true);
    expect(await statusOf(id)).toBe("void");
    expect(await inTx((tx) => markOrderVoid(tx, id))).toBe(false);
    expect(await inTx((tx) => markOrderVoid(tx, paid))).toBe(false);
    expect([await statusOf(paid), await statusOf(untouched)]).toEqual(["paid", "quoted"]);
  });
});

describe("a paid order's lines", () => {
  it("records the token a line delivered at its position only", async () => {
    const id = await rows.order({ status: "paid" }, [{}, {}]);
    const other = await rows.order({ status: "paid" }, [{}, {}]);
    await inTx((tx) => setDeliveredToken(tx, id, 1, { contract: WALLET, tokenId: 9n }));
    expect((await linesOf(id)).map((item) => [item.tokenContract, item.tokenId])).toEqual([
      [null, null],
      [WALLET, 9n],
    ]);
    expect((await linesOf(other)).every((item) => item.tokenContract === null)).toBe(true);
  });

  it("refunds a paid order's line once, and no line of an order not paid", async () => {
    const id = await rows.order({ status: "paid" }, [{}, {}]);
    const quoted = await rows.order({}, [{}]);
    expect(await inTx((tx) => markLineRefunded(tx, id, 1))).toBe(true);
    expect((await linesOf(id)).map((item) => item.refundedAt !== null)).toEqual([false, true]);
    expect(await inTx((tx) => markLineRefunded(tx, id, 1))).toBe(false);
    expect(await inTx((tx) => markLineRefunded(tx, quoted, 0))).toBe(false);
    expect((await linesOf(quoted))[0]?.refundedAt).toBeNull();
  });

  it("marks the listed lines of a paid order shipped once, keeping an earlier time", async () => {
    const { first, second, third } = rows.listings;
    const earlier = inMinutes(-60);
    const id = await rows.order({ status: "paid" }, [{}, { listingId: second, shippedAt: earlier }, { listingId: third }]);
    const other = await rows.order({ status: "paid" }, [{}]);
    const quoted = await rows.order({}, [{}]);
    const at = inMinutes(0);
    await setLinesShipped(rows.db, id, [first, second], at);
    await setLinesShipped(rows.db, quoted, [first], at);
    await setLinesShipped(rows.db, other, [], at);
    expect((await linesOf(id)).map((item) => item.shippedAt)).toEqual([at, earlier, null]);
    expect((await linesOf(other))[0]?.shippedAt).toBeNull();
    expect((await linesOf(quoted))[0]?.shippedAt).toBeNull();
  });
});

describe("orders a restored chain no longer paid", () => {
  it("puts the orders paid by those transactions on this chain back to quoted, forgetting tokens and payouts", async () => {
    const lost = txHash();
    const token = { tokenContract: WALLET, tokenId: 3n };
    const id = await rows.order({ status: "paid", txHash: lost }, [token, { ...token, listingId: rows.listings.second }]);
    const elsewhere = await rows.order({ status: "paid", txHash: lost, chainId: 1 }, [token]);
    const kept = await rows.order({ status: "paid" }, [token]);
    for (const orderId of [id, elsewhere, kept]) await rows.db.insert(payouts).values({ orderId, wallet: OTHER_WALLET, amount: 5n });

    const lines = await reopenOrdersByTx(rows.db, CHAIN_ID, [lost, txHash()]);
    expect(lines.map((line) => [line.orderId, line.listingId, line.tokenId])).toEqual(
      expect.arrayContaining([
        [id, rows.listings.first, 3n],
        [id, rows.listings.second, 3n],
      ]),
    );
    expect(lines).toHaveLength(2);
    expect(await findOrder(rows.db, id)).toMatchObject({ status: "quoted", txHash: null, paidAt: null });
    expect((await linesOf(id)).map((item) => [item.tokenContract, item.tokenId])).toEqual([
      [null, null],
      [null, null],
    ]);
    const payoutsLeft = await rows.db.select({ orderId: payouts.orderId }).from(payouts);
    expect(payoutsLeft.map((row) => row.orderId).sort()).toEqual([elsewhere, kept].sort());
    for (const orderId of [elsewhere, kept]) {
      expect(await statusOf(orderId)).toBe("paid");
      expect((await linesOf(orderId))[0]?.tokenId).toBe(3n);
    }
    expect(await reopenOrdersByTx(rows.db, CHAIN_ID, [lost])).toEqual([]);
    expect(await reopenOrdersByTx(rows.db, CHAIN_ID, [])).toEqual([]);
  });
});

describe("cart lines", () => {
  it("adds a line at quantity 1, sets or keeps its quantity when added again, and counts the user's lines", async () => {
    const { buyer, other, listings } = rows;
    const upsert = (listingId: string, quantity: number | undefined, unitPriceSeen: bigint, userId = buyer.id) =>
      inTx((tx) => upsertCartLine(tx, { userId, listingId, quantity, unitPriceSeen }));
    expect(await upsert(listings.first, undefined, 5n, other.id)).toBe(1);
    expect(await upsert(listings.first, undefined, 5n)).toBe(1);
    expect(await upsert(listings.second, 3, 5n)).toBe(2);
    expect(await upsert(listings.first, 4, 6n)).toBe(2);
    expect(await upsert(listings.second, undefined, 7n)).toBe(2);
    const lines = await findCartLines(rows.db, buyer.id);
    expect(lines).toEqual([
      { listingId: listings.first, quantity: 4, unitPriceSeen: 6n },
      { listingId: listings.second, quantity: 3, unitPriceSeen: 7n },
    ]);
  });

  it("lists the oldest line first and takes out the user's listed lines only", async () => {
    const { buyer, other, listings } = rows;
    const line = (userId: string, listingId: string, addedAt: Date) => ({ userId, listingId, unitPriceSeen: 5n, addedAt });
    const tie = inMinutes(-3);
    await rows.db
      .insert(cartItems)
      .values([
        line(buyer.id, listings.first, inMinutes(-1)),
        line(buyer.id, listings.third, tie),
        line(buyer.id, listings.second, tie),
        line(other.id, listings.first, inMinutes(-2)),
      ]);
    const listed = async (userId: string) => (await findCartLines(rows.db, userId)).map((item) => item.listingId);
    const [low, high] = [listings.second, listings.third].sort();
    expect(await listed(buyer.id)).toEqual([low, high, listings.first]);
    await deleteCartLines(rows.db, buyer.id, []);
    await deleteCartLines(rows.db, buyer.id, [listings.first, listings.third]);
    expect(await listed(buyer.id)).toEqual([listings.second]);
    expect(await listed(other.id)).toEqual([listings.first]);
  });
});
