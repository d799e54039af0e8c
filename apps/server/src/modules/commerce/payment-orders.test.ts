import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { parseEther } from "viem";
import { activityLogs, chainPayments, orders, payouts } from "@wbe3/db";
import { CHECKOUT_CLOSED, ORDER_CHANGED, registerSellingArea, WALLET_NEEDED_TO_PAY, type SessionUser } from "@wbe3/domain";
import { refusal } from "../../test/verifier-receipts.ts";
import { paymentOrderKit } from "../../test/payment-order-kit.ts";
import { confirmPaymentOrder, createPaymentOrder, grantFreeOrder, type PaymentRequest } from "./payment-orders.ts";
import { paymentCalls } from "./payment-calls.ts";
import { findCompletedOrders, findOrder } from "./repo.ts";

// Payment orders from their service, with no app (mutation testing runs this file often; void
// orders, races and odd stored rows: payment-order-completion.test.ts): a scratch area's series
// kinds, one naming no refusal of its own and granted free, and independent kinds, one paid to a
// seller naming no revenue source, one granted free. Accounts of this file alone (see
// chain-actors.ts): 126–128 pay, 129 is the seller (only receives).
registerSellingArea({
  area: "scratch-lessons",
  orderKinds: [
    { kind: "scratch-lesson-plan", label: "Lesson plan", sequence: "series", freeGrantUsed: "Your free lesson has been used." },
    { kind: "scratch-course", label: "Course", sequence: "series" },
    { kind: "scratch-tip", label: "Tip", sequence: "independent" },
    { kind: "scratch-sample", label: "Sample", sequence: "independent", freeGrantUsed: "Your free sample has been used." },
  ],
});

const kit = await paymentOrderKit([126, 127, 128, 129]);
const { db, chain } = kit;
const DAY_MS = 24 * 60 * 60 * 1000;
const AMOUNT = parseEther("6");
const period = (ms = 30 * DAY_MS) => ({ from: new Date(), until: new Date(Date.now() + ms) });
const plan = (basis: string | null, overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  kind: "scratch-lesson-plan",
  title: "Lesson plan",
  amount: AMOUNT,
  subject: { lessons: 4 },
  period: period(),
  basis,
  ...overrides,
});
const freeLesson = (basis: string | null) => ({
  kind: "scratch-lesson-plan",
  title: "Free lesson",
  subject: { lessons: 1 },
  period: period(),
  basis,
});
const contracts = { token: chain.contracts.WBE3Token, payments: chain.contracts.WBE3Payments };
const rowOf = async (orderId: string) => {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error("no order");
  return order;
};

let buyer: SessionUser;
let other: SessionUser;

beforeAll(async () => {
  [buyer, other] = [await kit.userOf(kit.account(126)), await kit.userOf(kit.account(127))];
});
afterAll(() => kit.close());

describe("a payment order's quote", () => {
  it("is refused while the platform signs nothing, and to an account without a wallet", async () => {
    const closed = { ...chain, quoteSigner: undefined };
    expect(await refusal(createPaymentOrder(db, closed, buyer, plan(null)))).toMatchObject({
      code: "unavailable",
      message: CHECKOUT_CLOSED,
    });
    const walletless = await kit.userOf(null);
    expect(await refusal(createPaymentOrder(db, chain, walletless, plan(null)))).toMatchObject({
      code: "conflict",
      message: WALLET_NEEDED_TO_PAY,
    });
  });

  it("is answered again only while more than a minute of it is left: an order about to end is quoted anew", async () => {
    const soon = period(30_000);
    const first = await createPaymentOrder(db, chain, buyer, plan(null, { period: soon }));
    expect(Date.parse(first.expiresAt)).toBeLessThanOrEqual(soon.until.getTime());
    expect(first.grants).toEqual({ level: "scratch-lesson-plan", from: soon.from.toISOString(), to: soon.until.toISOString() });
    const second = await createPaymentOrder(db, chain, buyer, plan(null, { period: soon }));
    expect(second.orderId).not.toBe(first.orderId);
  });
});

describe("what a payment order answers", () => {
  it("lists its line, for a new quote and for the open one quoted again", async () => {
    const tip: PaymentRequest = { kind: "scratch-tip", title: "Tip for the lines", amount: AMOUNT, subject: { tip: "lines" } };
    const line = { listingId: null, title: "Tip for the lines", quantity: 1, unitPrice: AMOUNT.toString() };
    const first = await createPaymentOrder(db, chain, buyer, tip);
    const again = await createPaymentOrder(db, chain, buyer, tip);
    expect(again.orderId).toBe(first.orderId);
    for (const answer of [first, again]) expect(answer.items).toEqual([expect.objectContaining(line)]);
  });

  it("is a caller's mistake (thrown, never a user's refusal) for a kind nobody registered, or a free grant of a kind never free", async () => {
    await expect(createPaymentOrder(db, chain, buyer, plan(null, { kind: "scratch-unregistered" }))).rejects.toThrow(
      'No selling area registered the order kind "scratch-unregistered"',
    );
    await expect(grantFreeOrder(db, chain.chainId, buyer, { ...freeLesson(null), kind: "scratch-course" })).rejects.toThrow(
      'The order kind "scratch-course" is never granted free',
    );
  });
});

describe("a series kind that names no refusal of its own", () => {
  it("refuses a quote and a free grant priced from what the account no longer has, and grants nothing", async () => {
    const user = other;
    const stale = { code: "conflict", message: ORDER_CHANGED, reason: "order_changed" };
    expect(await refusal(createPaymentOrder(db, chain, user, plan(randomUUID())))).toEqual(stale);
    expect(await refusal(grantFreeOrder(db, chain.chainId, user, freeLesson(randomUUID())))).toEqual(stale);
    expect(await db.$count(orders, eq(orders.userId, user.id))).toBe(0);
  });
});

describe("series and independent kinds", () => {
  it("keep one series per account and kind on chain: orders of two accounts and two kinds priced at once are all paid", async () => {
    const course = plan(null, { kind: "scratch-course", title: "Course" });
    const priced = [
      [kit.account(126), await createPaymentOrder(db, chain, buyer, plan(null))],
      [kit.account(126), await createPaymentOrder(db, chain, buyer, course)],
      [kit.account(127), await createPaymentOrder(db, chain, other, plan(null))],
    ] as const;
    for (const [wallet, order] of priced) await kit.pay(wallet, order);
  });

  it("grant an independent kind free after paid ones: a free order stands alone, like a paid one", async () => {
    const sample: PaymentRequest = { kind: "scratch-sample", title: "Sample", amount: AMOUNT };
    const order = await createPaymentOrder(db, chain, other, sample);
    expect(order).not.toHaveProperty("grants");
    expect(await confirmPaymentOrder(db, chain, await rowOf(order.orderId), await kit.pay(kit.account(127), order))).toBe(true);

    const free = { kind: "scratch-sample", title: "Free sample", subject: { sample: 1 }, period: period() };
    const granted = await grantFreeOrder(db, chain.chainId, other, free);
    expect(granted).toMatchObject({ total: "0", calls: [], items: [{ title: "Free sample", quantity: 1, unitPrice: "0" }] });
    // One free grant of a kind per account, ever.
    expect(await refusal(grantFreeOrder(db, chain.chainId, other, free))).toEqual({
      code: "conflict",
      message: "Your free sample has been used.",
      reason: "free_grant_used",
    });
    expect(await findCompletedOrders(db, other.id, "scratch-sample")).toEqual([
      expect.objectContaining({ status: "paid", basis: null }),
      expect.objectContaining({ status: "granted", basis: null }),
    ]);
  });
});

describe("confirming a payment order", () => {
  it("records a platform order's payment once, with its activity and no payout", async () => {
    const user = await kit.userOf(kit.account(128));
    const order = await createPaymentOrder(db, chain, user, plan(null));
    const txHash = await kit.pay(kit.account(128), order);
    const asRead = await rowOf(order.orderId);

    expect(await confirmPaymentOrder(db, chain, asRead, txHash)).toBe(true);
    // A parallel confirmation that read the order as quoted records nothing more.
    expect(await confirmPaymentOrder(db, chain, asRead, txHash)).toBe(false);

    expect(await rowOf(order.orderId)).toMatchObject({ status: "paid", txHash: txHash.toLowerCase() });
    expect(await db.$count(chainPayments, eq(chainPayments.txHash, txHash.toLowerCase()))).toBe(1);
    expect(await db.$count(payouts, eq(payouts.orderId, order.orderId))).toBe(0);
    const activity = await db.select().from(activityLogs).where(eq(activityLogs.userId, user.id));
    expect(activity.map((row) => [row.action, row.details])).toEqual([
      ["order_paid", { orderId: order.orderId, txHash: txHash.toLowerCase(), total: AMOUNT.toString(), items: 1 }],
    ]);
  });

  it("pays a seller under sales when the kind names no revenue source or is no longer registered, once", async () => {
    const seller = kit.account(129);
    const tip = (id: string): PaymentRequest => ({
      kind: "scratch-tip",
      title: "Tip",
      amount: AMOUNT,
      subject: { tip: id },
      seller: { role: "artist", walletAddress: seller.address },
    });
    const [order, retired] = [await createPaymentOrder(db, chain, buyer, tip("1")), await createPaymentOrder(db, chain, buyer, tip("2"))];
    const { quote } = kit.quoteOf(order);
    expect(quote.fee).toBeGreaterThan(0n);
    const txHash = await kit.pay(kit.account(126), order);
    const asRead = await rowOf(order.orderId);

    expect(await confirmPaymentOrder(db, chain, asRead, txHash)).toBe(true);
    expect(await confirmPaymentOrder(db, chain, asRead, txHash)).toBe(false);
    // An order of a kind a later version no longer registers is still paid and counted.
    const retiredTx = await kit.pay(kit.account(126), retired);
    await db.update(orders).set({ kind: "scratch-retired-tip" }).where(eq(orders.id, retired.orderId));
    expect(await confirmPaymentOrder(db, chain, await rowOf(retired.orderId), retiredTx)).toBe(true);

    const paidOut = db.select({ wallet: payouts.wallet, amount: payouts.amount, source: payouts.source }).from(payouts);
    for (const { orderId } of [order, retired]) {
      expect(await paidOut.where(eq(payouts.orderId, orderId))).toEqual([
        { wallet: seller.address.toLowerCase(), amount: AMOUNT - quote.fee, source: "sale" },
      ]);
    }
  });

  it("is refused for a payment of its id from another wallet, even under a quote the platform signed for that wallet", async () => {
    const order = await createPaymentOrder(db, chain, buyer, { kind: "scratch-tip", title: "Tip", amount: AMOUNT });
    const stranger = kit.account(128);
    const theirs = { ...kit.quoteOf(order).quote, payer: stranger.address };
    const signature = await kit.signer.signPayment(theirs, { chainId: chain.chainId, payments: chain.contracts.WBE3Payments });
    const txHash = await kit.pay(stranger, { calls: paymentCalls(theirs, signature, contracts, 0n) });

    expect(await refusal(confirmPaymentOrder(db, chain, await rowOf(order.orderId), txHash))).toMatchObject({ reason: "wrong_payer" });
    expect((await rowOf(order.orderId)).status).toBe("quoted");
  });
});
