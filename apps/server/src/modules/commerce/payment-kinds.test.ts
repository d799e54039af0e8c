import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { BaseError, decodeErrorResult, parseEther, type HDAccount, type Hex } from "viem";
import { devAccounts, wbe3MarketplaceAbi, wbe3PaymentsAbi } from "@wbe3/contracts";
import { chainPayments } from "@wbe3/db";
import {
  MEMBERSHIP_CHANGED,
  platformFee,
  registerSellingArea,
  TIER_ORDER_KIND,
  type Checkout,
  type Order,
  type SessionUser,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import { createPaymentOrder, revenueByMonthAndSource, type PaymentRequest } from "./service.ts";

// A scratch area's payment order kinds, registered the way a real area is (decision 0028): a
// filing fee (independent: any number open and paid at once), a plan (a series with its own
// refusal) and a commission paid to a seller, the platform taking its fee.
registerSellingArea({
  area: "scratch-office",
  orderKinds: [
    { kind: "scratch-filing-fee", label: "Filing fee", sequence: "independent" },
    {
      kind: "scratch-plan",
      label: "Plan",
      sequence: "series",
      changed: { message: "Your plan changed since this price was given.", reason: "order_changed" },
    },
    { kind: "scratch-commission", label: "Commission", sequence: "independent", revenueSource: "scratch-commissions" },
  ],
  revenueSources: [{ id: "scratch-commissions", label: "Commissions" }],
});

// Accounts of this file alone (each starts with WBE3, see global-setup): 112 files and pays, 113 is
// the stranger who tries to pay or claim the first's orders. The seller (a partner) only receives.
const ACCOUNTS = devAccounts(200);
const [filer, stranger, seller] = [112, 113, 199].map((index) => ACCOUNTS[index] as HDAccount) as [HDAccount, HDAccount, HDAccount];
const actors = chainActors([0]);
const FEE = parseEther("7");

let t: TestApp;
let filerCookie: string;
let filerUser: SessionUser;
let strangerCookie: string;
let strangerUser: SessionUser;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
const confirm = (cookie: string, orderId: string, txHash: string) => call(cookie, "POST", `/api/orders/${orderId}/confirm`, { txHash });
const filing = (id: string): PaymentRequest => ({
  kind: "scratch-filing-fee",
  title: `Filing ${id}`,
  amount: FEE,
  subject: { filing: id },
});

/** Sends the order's calls; answers the payment's hash, or the revert's name when the chain refused it. */
async function trySend(wallet: HDAccount, checkout: Checkout): Promise<{ txHash?: Hex; reverted?: string }> {
  try {
    return { txHash: await wallets.sendCalls(wallet, checkout.calls) };
  } catch (err) {
    const withData = err instanceof BaseError ? err.walk((e) => typeof (e as { data?: unknown }).data === "string") : null;
    const data = (withData as { data?: Hex } | null)?.data;
    if (!data) throw err;
    return { reverted: decodeErrorResult({ abi: wbe3PaymentsAbi, data }).errorName };
  }
}

async function paidTx(wallet: HDAccount, checkout: Checkout): Promise<Hex> {
  const { txHash, reverted } = await trySend(wallet, checkout);
  if (!txHash) throw new Error(`the payment reverted: ${reverted}`);
  return txHash;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const one = await signInWithWallet(t, filer);
  const two = await signInWithWallet(t, stranger);
  if (!one.body.user || !two.body.user) throw new Error("no signed-in user");
  [filerCookie, filerUser, strangerCookie, strangerUser] = [one.cookie, one.body.user, two.cookie, two.body.user];
});
afterAll(() => t.close());

describe("independent payment orders", () => {
  it("prices two fees at once and takes both payments, each once (a series would refuse the second as stale)", async () => {
    const [first, second] = await Promise.all([
      createPaymentOrder(t.db, t.deps.chain, filerUser, filing("A-1")),
      createPaymentOrder(t.db, t.deps.chain, filerUser, filing("A-2")),
    ]);
    expect(first.orderId).not.toBe(second.orderId);
    // No period: the order buys nothing over time, and its deadline is the quote's.
    expect(first.grants).toBeUndefined();
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(10 * 60 * 1000);

    const secondTx = await paidTx(filer, second);
    const firstTx = await paidTx(filer, first);
    const answers = await Promise.all([confirm(filerCookie, first.orderId, firstTx), confirm(filerCookie, second.orderId, secondTx)]);
    expect(answers.map((answer) => [answer.status, (answer.body as Order).status])).toEqual([
      [200, "paid"],
      [200, "paid"],
    ]);
    // Each once: paying again reverts; the same request again is a new order (the first is consumed).
    expect(await trySend(filer, first)).toEqual({ reverted: "OrderAlreadyPaid" });
    const again = await createPaymentOrder(t.db, t.deps.chain, filerUser, filing("A-1"));
    expect(again.orderId).not.toBe(first.orderId);
  });

  it("answers the same open order to the same request asked twice (a double click pays once)", async () => {
    const [one, two] = [
      await createPaymentOrder(t.db, t.deps.chain, filerUser, filing("B-1")),
      await createPaymentOrder(t.db, t.deps.chain, filerUser, filing("B-1")),
    ];
    expect(two.orderId).toBe(one.orderId);
  });

  it("takes a payment once under 20 confirmations at once, and refuses another order's transaction and a stranger", async () => {
    const [mine, other] = await Promise.all([
      createPaymentOrder(t.db, t.deps.chain, filerUser, filing("C-1")),
      createPaymentOrder(t.db, t.deps.chain, filerUser, filing("C-2")),
    ]);
    // A stranger cannot pay (or burn) someone else's fee.
    expect(await trySend(stranger, mine)).toEqual({ reverted: "WrongPayer" });
    const txHash = await paidTx(filer, mine);
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(filerCookie, mine.orderId, txHash)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(await t.db.$count(chainPayments, eq(chainPayments.txHash, txHash.toLowerCase()))).toBe(1);

    // The transaction that paid one fee does not pay the other, nor a stranger's order.
    const claimed = await confirm(filerCookie, other.orderId, txHash);
    expect(claimed.status).toBe(409);
    expect(errorOf(claimed)).toMatchObject({ reason: "tx_already_used" });
    const theirs = await createPaymentOrder(t.db, t.deps.chain, strangerUser, filing("C-3"));
    expect((await confirm(strangerCookie, theirs.orderId, txHash)).status).toBe(409);
    expect((await confirm(strangerCookie, mine.orderId, txHash)).status).toBe(404);
  });

  it("refuses a late payment: the quote ends with the period it buys", async () => {
    const period = { from: new Date(), until: new Date(Date.now() + 1500) };
    const late = await createPaymentOrder(t.db, t.deps.chain, filerUser, { ...filing("D-1"), period });
    expect(Date.parse(late.expiresAt)).toBeLessThanOrEqual(period.until.getTime());
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await trySend(filer, late)).toEqual({ reverted: "QuoteExpired" });
  });

  it("refuses a basis for an independent kind, and none for a series kind: the calling area's mistake", async () => {
    await expect(createPaymentOrder(t.db, t.deps.chain, filerUser, { ...filing("E-1"), basis: null })).rejects.toThrow("is independent");
    const plan = { kind: "scratch-plan", title: "Plan", amount: FEE };
    await expect(createPaymentOrder(t.db, t.deps.chain, filerUser, plan)).rejects.toThrow("is a series");
  });
});

describe("a series kind's stale price", () => {
  it("is refused with the kind's own message and reason", async () => {
    const stale = createPaymentOrder(t.db, t.deps.chain, filerUser, { kind: "scratch-plan", title: "Plan", amount: FEE, basis: "someone" });
    await expect(stale).rejects.toMatchObject({ message: "Your plan changed since this price was given.", reason: "order_changed" });
  });

  it("keeps the membership's message for tiers", async () => {
    const stale = createPaymentOrder(t.db, t.deps.chain, filerUser, { kind: TIER_ORDER_KIND, title: "Pro", amount: FEE, basis: "someone" });
    await expect(stale).rejects.toMatchObject({ message: MEMBERSHIP_CHANGED, reason: "membership_changed" });
  });
});

describe("a payment order that pays a seller", () => {
  const commission = (who: PaymentRequest["seller"]): PaymentRequest => ({
    kind: "scratch-commission",
    title: "Commission",
    amount: parseEther("40"),
    subject: { brief: "a jingle" },
    seller: who,
  });

  it("pays the seller the amount less the platform's fee (checkout's rule) and the platform its fee, checked on both legs", async () => {
    const chain = t.deps.chain;
    const read = (functionName: "feeRecipient" | "platformFeeBps") =>
      chain.client.readContract({ address: chain.contracts.WBE3Marketplace, abi: wbe3MarketplaceAbi, functionName });
    const [treasury, feeBps] = [(await read("feeRecipient")) as Hex, (await read("platformFeeBps")) as number];
    const amount = parseEther("40");
    const fee = platformFee(amount, feeBps);
    expect(fee).toBe((amount * 250n) / 10_000n);
    const order = await createPaymentOrder(t.db, chain, filerUser, commission({ role: "partner", walletAddress: seller.address }));

    const txHash = await paidTx(filer, order);
    const confirmed = await confirm(filerCookie, order.orderId, txHash);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body as Order).toMatchObject({ kind: "scratch-commission", status: "paid" });
    // The payment's own block: other files pay the same treasury meanwhile.
    expect(await wallets.wbe3ChangesIn(txHash, [seller.address, treasury])).toEqual([amount - fee, fee]);
    const [payment] = await t.db.select().from(chainPayments).where(eq(chainPayments.txHash, txHash.toLowerCase()));
    expect(payment).toMatchObject({ payee: seller.address.toLowerCase(), amount, fee, feeRecipient: treasury.toLowerCase() });
    // The seller's revenue counts their share under the source the kind declared.
    expect(await revenueByMonthAndSource(t.db, [seller.address])).toEqual([
      expect.objectContaining({ source: "scratch-commissions", amount: amount - fee }),
    ]);
  });

  it("pays only an artist or a partner account with a wallet", async () => {
    const fan = commission({ role: "fan", walletAddress: seller.address });
    await expect(createPaymentOrder(t.db, t.deps.chain, filerUser, fan)).rejects.toThrow("only an artist or a partner");
    const walletless = commission({ role: "artist", walletAddress: null });
    await expect(createPaymentOrder(t.db, t.deps.chain, filerUser, walletless)).rejects.toThrow("has no wallet");
  });
});
