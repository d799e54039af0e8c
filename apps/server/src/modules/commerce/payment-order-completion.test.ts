import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { parseEther, type Hash } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { chainPayments, orders, paymentRefunds, users, type Database } from "@wbe3/db";
import { ORDER_NOT_FOUND, registerSellingArea, type SessionUser } from "@wbe3/domain";
import { refusal } from "../../test/verifier-receipts.ts";
import { afterFirstTransaction, committedMidway, paymentOrderKit } from "../../test/payment-order-kit.ts";
import { confirmPaymentOrder, createPaymentOrder, grantFreeOrder, type PaymentRequest } from "./payment-orders.ts";
import { findCompletedOrders, findOrder } from "./repo.ts";

// Completing a payment order when things go sideways, from the service with no app (mutation
// testing runs this file often): an order whose price no longer holds, a free grant completing in
// between, a database failure, rows an older version may have stored, an account deleted midway. A
// scratch area's series kind granted free and an independent fee.
// Accounts of this file alone (see chain-actors.ts): 130 and 131 pay.
registerSellingArea({
  area: "scratch-clubs",
  orderKinds: [
    { kind: "scratch-club-pass", label: "Club pass", sequence: "series", freeGrantUsed: "Your free club night has been used." },
    { kind: "scratch-club-fee", label: "Club fee", sequence: "independent" },
  ],
});

const kit = await paymentOrderKit([130, 131]);
const { db, chain } = kit;
const AMOUNT = parseEther("9");
const period = () => ({ from: new Date(), until: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) });
const pass = (): PaymentRequest => ({
  kind: "scratch-club-pass",
  title: "Club pass",
  amount: AMOUNT,
  subject: { nights: 8 },
  period: period(),
  basis: null,
});
const freeNight = () => ({ kind: "scratch-club-pass", title: "Free night", subject: { nights: 1 }, period: period(), basis: null });
const fee = (id: string, overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  kind: "scratch-club-fee",
  title: "Club fee",
  amount: AMOUNT,
  subject: { fee: id },
  ...overrides,
});
const rowOf = async (orderId: string) => {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error("no order");
  return order;
};
const refundsOf = (txHash: Hash) => db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentTxHash, txHash.toLowerCase()));

let member: SessionUser;
let racer: SessionUser;

beforeAll(async () => {
  [member, racer] = [await kit.userOf(kit.account(130)), await kit.userOf(kit.account(131))];
});
afterAll(() => kit.close());

describe("an order whose price no longer holds", () => {
  it("is void once a free grant took the series' first place: nothing granted, its payment owed back once", async () => {
    const order = await createPaymentOrder(db, chain, member, pass());
    await grantFreeOrder(db, chain.chainId, member, freeNight());
    const txHash = await kit.pay(kit.account(130), order);
    const asRead = await rowOf(order.orderId);

    expect(await refusal(confirmPaymentOrder(db, chain, asRead, txHash))).toMatchObject({ code: "conflict", reason: "order_void" });
    // A parallel confirmation that read it as quoted records nothing more.
    expect(await confirmPaymentOrder(db, chain, asRead, txHash)).toBe(false);

    expect((await rowOf(order.orderId)).status).toBe("void");
    const payer = kit.account(130).address.toLowerCase();
    expect(await refundsOf(txHash)).toEqual([
      expect.objectContaining({ orderId: order.orderId, payer, amount: AMOUNT, reason: "order_void" }),
    ]);
    expect(await db.$count(chainPayments, eq(chainPayments.txHash, txHash.toLowerCase()))).toBe(1);
  });

  it("is tried again when a free grant of its basis completed between its read and its write, and is then void", async () => {
    const order = await createPaymentOrder(db, chain, racer, pass());
    const txHash = await kit.pay(kit.account(131), order);
    const grant = (on: Database) => grantFreeOrder(on, chain.chainId, racer, freeNight());

    const outcome = confirmPaymentOrder(committedMidway(db, grant), chain, await rowOf(order.orderId), txHash);

    expect(await refusal(outcome)).toMatchObject({ reason: "order_void" });
    expect(await findCompletedOrders(db, racer.id, "scratch-club-pass")).toEqual([expect.objectContaining({ status: "granted" })]);
    expect(await refundsOf(txHash)).toHaveLength(1);
  });
});

describe("a confirmation", () => {
  it("answers any other database failure as it is, recording nothing; confirming again records the payment", async () => {
    const order = await createPaymentOrder(db, chain, racer, fee("lost"));
    const txHash = await kit.pay(kit.account(131), order);
    let failed = false;
    const lost = () => {
      if (failed) return Promise.resolve();
      failed = true;
      return Promise.reject(new Error("connection lost"));
    };

    const confirming = confirmPaymentOrder(committedMidway(db, lost), chain, await rowOf(order.orderId), txHash);
    await expect(confirming).rejects.toThrow("connection lost");
    expect((await rowOf(order.orderId)).status).toBe("quoted");
    expect(await confirmPaymentOrder(db, chain, await rowOf(order.orderId), txHash)).toBe(true);
  });
});

describe("an order without its signed quote (as an older version may have stored it)", () => {
  it("is neither answered again as payable nor confirmed: an internal refusal", async () => {
    const order = await createPaymentOrder(db, chain, member, fee("unsigned"));
    const { quote, signature } = await rowOf(order.orderId);
    const unsigned = { code: "internal", message: ORDER_NOT_FOUND };
    for (const stored of [
      { quote, signature: null },
      { quote: null, signature },
    ]) {
      await db.update(orders).set(stored).where(eq(orders.id, order.orderId));
      expect(await refusal(createPaymentOrder(db, chain, member, fee("unsigned")))).toMatchObject(unsigned);
    }
    const txHash = await kit.pay(kit.account(130), order);
    expect(await refusal(confirmPaymentOrder(db, chain, await rowOf(order.orderId), txHash))).toMatchObject(unsigned);
  });
});

describe("an account deleted just after its order was stored", () => {
  it("is answered an internal refusal, for a payment order and for a free grant", async () => {
    const gone = { code: "internal", message: ORDER_NOT_FOUND };
    const deleting = (user: SessionUser) => afterFirstTransaction(db, () => db.delete(users).where(eq(users.id, user.id)));
    const payer = await kit.userOf(privateKeyToAccount(generatePrivateKey()));
    expect(await refusal(createPaymentOrder(deleting(payer), chain, payer, fee("gone")))).toMatchObject(gone);
    const walletless = await kit.userOf(null);
    expect(await refusal(grantFreeOrder(deleting(walletless), chain.chainId, walletless, freeNight()))).toMatchObject(gone);
  });
});
