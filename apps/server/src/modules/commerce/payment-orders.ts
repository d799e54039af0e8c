import { randomUUID } from "node:crypto";
import { getAddress, zeroAddress, zeroHash, type Hash, type Hex } from "viem";
import type { PaymentQuote } from "@wbe3/contracts";
import { isUniqueViolation, type Database } from "@wbe3/db";
import {
  AppError,
  CHECKOUT_CLOSED,
  formatWbe3,
  ORDER_CHANGED,
  ORDER_NOT_FOUND,
  ORDER_QUOTE_TTL_MS,
  orderKindOf,
  orderVoidRefunded,
  WALLET_NEEDED_TO_PAY,
  type Checkout,
  type OrderSubject,
  type Period,
  type SessionUser,
  type WalletCall,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { uuidToBytes32 } from "../../adapters/chain/bytes32.ts";
import { recordActivity } from "../activity/service.ts";
import { oweRefund, recordPayment, sendOwedRefunds, verifyPayment, type VerifiedPayment } from "../payments/service.ts";
import { allowanceOf, orderAnswerOf } from "./order-answer.ts";
import { paymentCalls, paymentQuoteFromJson, paymentQuoteToJson } from "./payment-calls.ts";
import { insertPayouts } from "./payouts-repo.ts";
import { lastPaidIn, paymentSplit, seriesOf, type PaymentSeller } from "./payment-split.ts";
import {
  findCompletedOrders,
  findOpenPaymentOrder,
  findOrder,
  findOrderItems,
  insertGrantedOrder,
  insertOrder,
  markOrderPaid,
  markOrderVoid,
  type OrderItemRow,
  type OrderRow,
} from "./repo.ts";

/** A payment order kind a selling area registered: paid in WBE3 through WBE3Payments rather than through a cart. */
export type PaymentKind = string;

/** A payment order of a kind nobody registered is a mistake in the caller, never a user's. */
function declaredKind(kind: PaymentKind) {
  const declared = orderKindOf(kind);
  if (!declared) throw new Error(`No selling area registered the order kind "${kind}"`);
  return declared;
}

/** Independent orders (fees, filings) stand alone; everything else continues its account's series. */
const isIndependent = (kind: PaymentKind): boolean => declaredKind(kind).sequence === "independent";

/**
 * What a payment order asks for: its kind, the line the buyer reads, the amount, what it grants,
 * for a series kind the user's last completed order of the kind the price was computed from
 * (decision 0020), and whom it pays (decision 0028).
 */
export interface PaymentRequest {
  kind: PaymentKind;
  title: string;
  /** WBE3 base units; more than zero: what the buyer pays in all. */
  amount: bigint;
  /** What it grants, in the selling area's words (read back with `completedOrders`). */
  subject?: OrderSubject | undefined;
  /** The period the order buys, fixed now, when it buys one; it must then be paid before the period ends. */
  period?: Period | undefined;
  /** Series kinds: the id of the user's last completed order of this kind when priced (null: none). Independent kinds: absent. */
  basis?: string | null | undefined;
  /** A seller to pay instead of the platform (an artist or partner account's wallet); the platform's fee is taken. */
  seller?: PaymentSeller | undefined;
}

/** How an order's basis is stored: two completed orders of a series never share one; independent orders have none. */
const basisKey = (orderId: string | null): string => orderId ?? "none";

/** A series kind states its basis; an independent one has none: either mix-up is the calling area's mistake. */
function basisOf(request: Pick<PaymentRequest, "kind" | "basis">): string | null {
  if (isIndependent(request.kind)) {
    if (request.basis !== undefined) throw new Error(`The order kind "${request.kind}" is independent: its orders have no basis`);
    return null;
  }
  if (request.basis === undefined) throw new Error(`The order kind "${request.kind}" is a series: name the order it is priced from`);
  return request.basis;
}

const wallet = (user: SessionUser) => user.walletAddress?.toLowerCase() ?? null;

/** What a payment order or a free grant answers: the order as its buyer reads it, and the calls that pay it. */
function checkoutOf(order: OrderRow, items: OrderItemRow[], calls: WalletCall[]): Checkout {
  const { id, total, currency, expiresAt, items: lines, grants } = orderAnswerOf(order, items);
  return { orderId: id, items: lines, total, currency, expiresAt, calls, ...(grants ? { grants } : {}) };
}

async function paymentCheckout(chain: Chain, order: OrderRow, items: OrderItemRow[]): Promise<Checkout> {
  if (!order.quote || !order.signature) throw new AppError("internal", ORDER_NOT_FOUND);
  const quote = paymentQuoteFromJson(order.quote);
  const allowance = await allowanceOf(chain, quote.payer, chain.contracts.WBE3Payments);
  const calls = paymentCalls(
    quote,
    order.signature as Hex,
    { token: chain.contracts.WBE3Token, payments: chain.contracts.WBE3Payments },
    allowance,
  );
  return checkoutOf(order, items, calls);
}

/**
 * Refuses a series order priced from what the user had before their last completed order of the
 * kind, with the kind's own message and reason (the membership's for tiers).
 */
async function assertBasisCurrent(db: Database, userId: string, kind: PaymentKind, basis: string | null): Promise<void> {
  const completed = await findCompletedOrders(db, userId, kind);
  if ((completed.at(-1)?.id ?? null) !== basis) {
    const refusal = declaredKind(kind).changed ?? { message: ORDER_CHANGED, reason: "order_changed" as const };
    throw new AppError("conflict", refusal.message, { reason: refusal.reason });
  }
}

/**
 * An order paid in WBE3 through WBE3Payments (a membership, the publishing unlock, a fee, a filing;
 * to the platform, or to a seller with the platform's fee taken): answers `{orderId, total, calls,
 * grants}`; `confirmPaymentOrder` completes it from the receipt. The platform signs exactly this
 * payer, amount, payee, fee and deadline (the end of the period at the latest) and, for a series
 * kind, the series' last paid order, so the contract refuses a stranger, a late payment and a price
 * that no longer holds. Independent orders name no series: any number may be open and paid, each
 * once. The same request again while its order is open answers that order, so a double click
 * cannot lead to paying twice.
 */
export async function createPaymentOrder(db: Database, chain: Chain, user: SessionUser, request: PaymentRequest): Promise<Checkout> {
  const payer = wallet(user);
  const independent = isIndependent(request.kind);
  const basisId = basisOf(request);
  if (!payer) throw new AppError("conflict", WALLET_NEEDED_TO_PAY);
  const signer = chain.quoteSigner;
  if (!signer) throw new AppError("unavailable", CHECKOUT_CLOSED);
  if (!independent) await assertBasisCurrent(db, user.id, request.kind, basisId);
  const basis = independent ? null : basisKey(basisId);
  const split = await paymentSplit(chain, request.amount, request.seller);
  const open = await findOpenPaymentOrder(db, {
    userId: user.id,
    buyerWallet: payer,
    kind: request.kind,
    total: request.amount,
    subject: request.subject ?? null,
    basis,
    payee: split.payee.toLowerCase(),
    after: new Date(Date.now() + 60_000),
  });
  if (open) return paymentCheckout(chain, open, await findOrderItems(db, [open.id]));

  const orderId = randomUUID();
  const periodEnd = request.period?.until.getTime() ?? Number.POSITIVE_INFINITY;
  const deadline = Math.floor(Math.min(Date.now() + ORDER_QUOTE_TTL_MS, periodEnd) / 1000);
  const series = independent ? zeroHash : seriesOf(user.id, request.kind);
  const quote: PaymentQuote = {
    orderId: uuidToBytes32(orderId),
    payer: getAddress(payer),
    token: chain.contracts.WBE3Token,
    amount: request.amount,
    ...split,
    deadline: BigInt(deadline),
    series,
    previous: independent ? zeroHash : await lastPaidIn(chain, series),
  };
  const signature = await signer.signPayment(quote, { chainId: chain.chainId, payments: chain.contracts.WBE3Payments });
  await insertOrder(
    db,
    {
      id: orderId,
      userId: user.id,
      kind: request.kind,
      buyerWallet: payer,
      total: request.amount,
      expiresAt: new Date(deadline * 1000),
      payee: split.payee.toLowerCase(),
      subject: request.subject ?? null,
      chainId: chain.chainId,
      quote: paymentQuoteToJson(quote),
      signature,
      grantsFrom: request.period?.from ?? null,
      grantsUntil: request.period?.until ?? null,
      basis,
    },
    [{ listingId: null, position: 0, title: request.title, quantity: 1, unitPrice: request.amount }],
  );
  const stored = await findOrder(db, orderId);
  if (!stored) throw new AppError("internal", ORDER_NOT_FOUND);
  return paymentCheckout(chain, stored, await findOrderItems(db, [orderId]));
}

/**
 * A free grant (the membership trial): an order of a kind that may be granted free, completed at
 * once without a payment (`calls` is empty). An account has one of each such kind, ever; the
 * database refuses a second even when two requests arrive together.
 */
export async function grantFreeOrder(
  db: Database,
  chainId: number,
  user: SessionUser,
  grant: { kind: PaymentKind; title: string; subject: OrderSubject; period: Period; basis?: string | null | undefined },
): Promise<Checkout> {
  const { freeGrantUsed } = declaredKind(grant.kind);
  if (freeGrantUsed === undefined) throw new Error(`The order kind "${grant.kind}" is never granted free`);
  const basisId = basisOf(grant);
  if (!isIndependent(grant.kind)) await assertBasisCurrent(db, user.id, grant.kind, basisId);
  const orderId = randomUUID();
  const inserted = await insertGrantedOrder(
    db,
    {
      id: orderId,
      userId: user.id,
      kind: grant.kind,
      buyerWallet: wallet(user),
      total: 0n,
      expiresAt: new Date(),
      subject: grant.subject,
      chainId,
      grantsFrom: grant.period.from,
      grantsUntil: grant.period.until,
      basis: isIndependent(grant.kind) ? null : basisKey(basisId),
    },
    { listingId: null, position: 0, title: grant.title, quantity: 1, unitPrice: 0n },
  );
  if (!inserted) throw new AppError("conflict", freeGrantUsed, { reason: "free_grant_used" });
  const stored = await findOrder(db, orderId);
  if (!stored) throw new AppError("internal", ORDER_NOT_FOUND);
  return checkoutOf(stored, await findOrderItems(db, [orderId]), []);
}

/** The refusal a void order answers, every time it is confirmed. */
export function voidOrderRefusal(order: OrderRow): AppError {
  return new AppError("conflict", orderVoidRefunded(formatWbe3(order.total)), { reason: "order_void" });
}

/**
 * Completes a payment order from its verified payment: paid, with the payment recorded, in one
 * transaction — unless another order of the same kind completed since this one was priced (its
 * price no longer holds): then the order is void, grants nothing, and its payment is owed back.
 * Answers whether this call recorded anything (false: a parallel confirmation did).
 */
export async function confirmPaymentOrder(db: Database, chain: Chain, order: OrderRow, txHash: Hash): Promise<boolean> {
  const tx = txHash.toLowerCase();
  if (!order.quote) throw new AppError("internal", ORDER_NOT_FOUND);
  // As the platform signed it: the payer, the payee's leg and the platform's fee (none, to no one,
  // when the platform itself is paid).
  const quote = paymentQuoteFromJson(order.quote);
  const payment = await verifyPayment(chain, txHash, {
    orderId: uuidToBytes32(order.id),
    payee: quote.payee,
    amount: order.total,
    fee: { amount: quote.fee, recipient: quote.feeRecipient },
    payer: quote.payer,
  });
  // True: this call completed the order; false: a parallel confirmation did; "void": its price no longer held.
  const complete = () =>
    db.transaction(async (t): Promise<boolean | "void"> => {
      const completed = await findCompletedOrders(t, order.userId, order.kind);
      const stale = order.basis !== null && order.basis !== basisKey(completed.at(-1)?.id ?? null);
      if (!stale) {
        if (!(await markOrderPaid(t, order.id, tx))) return false;
        await recordPayment(t, chain, payment);
        if (paysSeller(quote)) await insertPayouts(t, order.id, sellerPayouts(order.kind, payment));
        await recordActivity(t, "order_paid", order.userId, { orderId: order.id, txHash: tx, total: order.total.toString(), items: 1 });
        return true;
      }
      if (!(await markOrderVoid(t, order.id))) return false;
      await recordPayment(t, chain, payment);
      await oweRefund(t, chain, {
        paymentTxHash: tx,
        orderId: order.id,
        payer: payment.payer,
        amount: payment.amount,
        reason: "order_void",
      });
      return "void";
    });
  // Two orders priced from the same basis confirmed at once: the database lets one complete; the
  // other sees it on its second try and is void.
  const outcome = await complete().catch((err: unknown) => {
    if (isUniqueViolation(err)) return complete();
    throw err;
  });
  if (outcome === "void") {
    await sendOwedRefunds(db, chain).catch(() => undefined);
    throw voidOrderRefusal(order);
  }
  return outcome;
}

/** A quote that pays a seller names the platform's fee recipient, even when the fee rounds to nothing. */
const paysSeller = (quote: PaymentQuote): boolean => quote.feeRecipient !== zeroAddress;

/** A seller's share (never nothing: WBE3Payments refuses a fee of the whole amount) under its kind's source, or "sale". */
function sellerPayouts(kind: PaymentKind, payment: VerifiedPayment) {
  const amount = payment.amount - payment.fee;
  return [{ wallet: payment.payee.toLowerCase(), amount, source: orderKindOf(kind)?.revenueSource ?? "sale" }];
}
