import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@wbe3/db/testing";
import {
  clearSignedRefund,
  findOwedRefunds,
  findRefund,
  findRefundsOfOrders,
  insertRefund,
  markRefundSent,
  storeSignedRefund,
  type RefundRow,
} from "./refunds-repo.ts";

// The refunds' own records, on a database alone (no app, no chain): what is stored once stays.
const CHAIN = 31_337;
const OTHER_CHAIN = 8453;

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** What a test changes of a refund it records (its order is always a fresh one). */
type Changes = Partial<Omit<Parameters<typeof insertRefund>[1], "orderId">>;

let counter = 0;
/** A refund owed for a fresh payment (a whole payment unless a line is given). */
const owed = (changes: Changes = {}) => ({
  chainId: CHAIN,
  paymentTxHash: `0x${(++counter).toString(16).padStart(64, "0")}`,
  orderId: randomUUID(),
  payer: "0x00000000000000000000000000000000000000aa",
  amount: 5n,
  reason: "order_void",
  ...changes,
});

/** The refunds recorded for the order of this refund. */
const refundsOfOrderOf = (refund: RefundRow) => findRefundsOfOrders(handle.db, [refund.orderId ?? ""]);

/** Records a refund and answers its stored row. */
async function stored(changes: Changes = {}): Promise<RefundRow> {
  const refund = owed(changes);
  expect(await insertRefund(handle.db, refund)).toBe(true);
  const [row] = (await findRefundsOfOrders(handle.db, [refund.orderId])).filter(
    (each) => each.paymentTxHash === refund.paymentTxHash && each.orderLine === (refund.orderLine ?? null),
  );
  if (!row) throw new Error("the refund was not stored");
  return row;
}

describe("a refund owed", () => {
  it("is recorded once per payment: a second record answers false and the first stays as it was", async () => {
    const first = await stored({ amount: 7n, reason: "order_void" });
    expect(first).toMatchObject({ chainId: CHAIN, amount: 7n, reason: "order_void", status: "owed", rawTx: null });
    const again = { ...owed(), paymentTxHash: first.paymentTxHash, orderId: first.orderId, amount: 99n, reason: "other" };
    expect(await insertRefund(handle.db, again)).toBe(false);
    expect(await refundsOfOrderOf(first)).toEqual([first]);
  });

  it("is recorded once per line of a payment, each line on its own", async () => {
    const line0 = await stored({ orderLine: 0, amount: 3n, note: "Withdrawn." });
    const same = { ...owed(), paymentTxHash: line0.paymentTxHash, orderId: line0.orderId, orderLine: 0, amount: 1n };
    expect(await insertRefund(handle.db, same)).toBe(false);
    expect(await insertRefund(handle.db, { ...same, orderLine: 1 })).toBe(true);
    const rows = await refundsOfOrderOf(line0);
    expect(rows.map((row) => [row.orderLine, row.amount, row.note])).toEqual([
      [0, 3n, "Withdrawn."],
      [1, 1n, null],
    ]);
  });

  it("is found by its id, and an unknown id finds nothing", async () => {
    const refund = await stored();
    expect(await findRefund(handle.db, refund.id)).toEqual(refund);
    expect(await findRefund(handle.db, randomUUID())).toBeUndefined();
  });

  it("is listed with its own orders only; no order asks for none", async () => {
    const [a, b] = [await stored(), await stored()];
    const other = await stored();
    const listed = await findRefundsOfOrders(handle.db, [a.orderId ?? "", b.orderId ?? ""]);
    expect(listed.map((row) => row.id).sort()).toEqual([a.id, b.id].sort());
    expect(listed.map((row) => row.id)).not.toContain(other.id);
    expect(await findRefundsOfOrders(handle.db, [])).toEqual([]);
  });

  it("is sent by the treasury of its own chain while owed, and no longer once sent", async () => {
    const [owedHere, sent] = [await stored(), await stored()];
    const elsewhere = await stored({ chainId: OTHER_CHAIN });
    await markRefundSent(handle.db, sent.id, "0xsent");
    const ids = (rows: RefundRow[]) => rows.map((row) => row.id);
    expect(ids(await findOwedRefunds(handle.db, CHAIN))).toContain(owedHere.id);
    expect(ids(await findOwedRefunds(handle.db, CHAIN))).not.toContain(sent.id);
    expect(ids(await findOwedRefunds(handle.db, CHAIN))).not.toContain(elsewhere.id);
    expect(ids(await findOwedRefunds(handle.db, OTHER_CHAIN))).toEqual([elsewhere.id]);
  });
});

describe("a refund's signed transaction", () => {
  it("is stored once: a second one answers false and the first is kept", async () => {
    const refund = await stored();
    expect(await storeSignedRefund(handle.db, refund.id, "0xfirst")).toBe(true);
    expect(await storeSignedRefund(handle.db, refund.id, "0xsecond")).toBe(false);
    expect(await findRefund(handle.db, refund.id)).toMatchObject({ rawTx: "0xfirst", status: "owed" });
  });

  it("is stored for that refund only, and never for one already sent", async () => {
    const [refund, neighbour] = [await stored(), await stored()];
    expect(await storeSignedRefund(handle.db, refund.id, "0xmine")).toBe(true);
    expect(await findRefund(handle.db, neighbour.id)).toMatchObject({ rawTx: null });
    await markRefundSent(handle.db, neighbour.id, "0xpaid");
    expect(await storeSignedRefund(handle.db, neighbour.id, "0xlate")).toBe(false);
    expect(await findRefund(handle.db, neighbour.id)).toMatchObject({ rawTx: null, status: "sent", refundTxHash: "0xpaid" });
  });

  it("is cleared while the refund is owed, so it is signed again, but kept once sent and on other refunds", async () => {
    const [cleared, sent, untouched] = [await stored(), await stored(), await stored()];
    for (const refund of [cleared, sent, untouched]) expect(await storeSignedRefund(handle.db, refund.id, `0x${refund.id}`)).toBe(true);
    await markRefundSent(handle.db, sent.id, "0xpaid");
    await clearSignedRefund(handle.db, cleared.id);
    await clearSignedRefund(handle.db, sent.id);
    expect(await findRefund(handle.db, cleared.id)).toMatchObject({ rawTx: null, status: "owed" });
    expect(await storeSignedRefund(handle.db, cleared.id, "0xagain")).toBe(true);
    expect(await findRefund(handle.db, sent.id)).toMatchObject({ rawTx: `0x${sent.id}`, status: "sent" });
    expect(await findRefund(handle.db, untouched.id)).toMatchObject({ rawTx: `0x${untouched.id}` });
  });
});

describe("a refund sent", () => {
  it("records its transaction and when, on that refund alone", async () => {
    const [refund, neighbour] = [await stored(), await stored()];
    const before = Date.now();
    await markRefundSent(handle.db, refund.id, "0xrefund");
    const sent = await findRefund(handle.db, refund.id);
    expect(sent).toMatchObject({ status: "sent", refundTxHash: "0xrefund" });
    expect(sent?.sentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(sent?.sentAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await findRefund(handle.db, neighbour.id)).toMatchObject({ status: "owed", refundTxHash: null, sentAt: null });
  });
});
