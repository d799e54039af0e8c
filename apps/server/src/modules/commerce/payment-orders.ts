import { randomUUID } from "node:crypto";
import { getAddress, keccak256, toHex, type Address, type Hash, type Hex } from "viem";
import { wbe3MarketplaceAbi, wbe3PaymentsAbi, type PaymentQuote } from "@wbe3/contracts";
import { isUniqueViolation, type Database } from "@wbe3/db";
import {
  AppError,
  CHECKOUT_CLOSED,
  formatWbe3,
  MEMBERSHIP_CHANGED,
  ORDER_NOT_FOUND,
  ORDER_QUOTE_TTL_MS,
  orderKindOf,
  orderVoidRefunded,
  WALLET_NEEDED_TO_PAY,
  type Checkout,
  type OrderSubject,
  type Period,
  type SessionUser,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { uuidToBytes32 } from "../../adapters/chain/bytes32.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import { recordActivity } from "../activity/service.ts";
import { oweRefund, recordPayment, sendOwedRefunds, verifyPayment } from "../payments/service.ts";
import { allowanceOf, orderAnswerOf } from "./order-answer.ts";
import { paymentCalls, paymentQuoteFromJson, paymentQuoteToJson } from "./payment-calls.ts";
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

/** A payment order kind a selling area registered: paid in WBE3 to the platform rather than through a cart. */
export type PaymentKind = string;

/** A payment order of a kind nobody registered is a mistake in the caller, never a user's. */
function declaredKind(kind: PaymentKind) {
  const declared = orderKindOf(kind);
  if (!declared) throw new Error(`No selling area registered the order kind "${kind}"`);
  return declared;
}

/**
 * What a payment order asks for: its kind, the line the buyer reads, the amount, what it grants
 * and the user's last completed order of the kind the price was computed from (decision 0020).
 */
export interface PaymentRequest {
  kind: PaymentKind;
  title: string;
  /** WBE3 base units; more than zero. */
  amount: bigint;
  /** What it grants, in the selling area's words (read back with `completedOrders`). */
  subject?: OrderSubject | undefined;
  /** The period the order buys, fixed now; it must be paid before the period ends. */
  period: Period;
  /** The id of the user's last completed order of this kind when priced (null: none). */
  basis: string | null;
}

/** How an order's basis is stored: two completed orders of a kind never share one. */
const basisKey = (orderId: string | null): string => orderId ?? "none";

/** The user's series of payment orders of one kind, as WBE3Payments keys it. */
export function seriesOf(userId: string, kind: PaymentKind): Hex {
  return keccak256(toHex(`wbe3:${kind}:${userId}`));
}

const wallet = (user: SessionUser) => user.walletAddress?.toLowerCase() ?? null;

async function platformTreasury(chain: Chain): Promise<Address> {
  return reachingChain(chain, () =>
    chain.client.readContract({ address: chain.contracts.WBE3Marketplace, abi: wbe3MarketplaceAbi, functionName: "feeRecipient" }),
  );
}

async function lastPaidIn(chain: Chain, series: Hex): Promise<Hex> {
  return reachingChain(chain, () =>
    chain.client.readContract({ address: chain.contracts.WBE3Payments, abi: wbe3PaymentsAbi, functionName: "lastPaidIn", args: [series] }),
  );
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
  const { id, total, currency, expiresAt, items: lines, grants } = orderAnswerOf(order, items);
  return { orderId: id, items: lines, total, currency, expiresAt, calls, ...(grants ? { grants } : {}) };
}

/** Refuses a price computed from what the user had before their last completed order of the kind. */
async function assertBasisCurrent(db: Database, userId: string, request: Pick<PaymentRequest, "kind" | "basis">): Promise<void> {
  const completed = await findCompletedOrders(db, userId, request.kind);
  if ((completed.at(-1)?.id ?? null) !== request.basis) {
    throw new AppError("conflict", MEMBERSHIP_CHANGED, { reason: "membership_changed" });
  }
}

/**
 * An order paid in WBE3 to the platform through WBE3Payments (a membership, the publishing
 * unlock): answers `{orderId, total, calls, grants}`; `confirmPaymentOrder` completes it from the
 * receipt. The platform signs exactly this payer, amount, payee and deadline (the end of the
 * period at the latest), and the series' last paid order, so the contract refuses a stranger, a
 * late payment and a price that no longer holds. The same request again while its order is open
 * answers that order, so a double click cannot lead to paying twice.
 */
export async function createPaymentOrder(db: Database, chain: Chain, user: SessionUser, request: PaymentRequest): Promise<Checkout> {
  const payer = wallet(user);
  declaredKind(request.kind);
  if (!payer) throw new AppError("conflict", WALLET_NEEDED_TO_PAY);
  const signer = chain.quoteSigner;
  if (!signer) throw new AppError("unavailable", CHECKOUT_CLOSED);
  await assertBasisCurrent(db, user.id, request);
  const basis = basisKey(request.basis);
  const open = await findOpenPaymentOrder(db, {
    userId: user.id,
    buyerWallet: payer,
    kind: request.kind,
    total: request.amount,
    subject: request.subject ?? null,
    basis,
    after: new Date(Date.now() + 60_000),
  });
  if (open) return paymentCheckout(chain, open, await findOrderItems(db, [open.id]));

  const orderId = randomUUID();
  const deadline = Math.floor(Math.min(Date.now() + ORDER_QUOTE_TTL_MS, request.period.until.getTime()) / 1000);
  const series = seriesOf(user.id, request.kind);
  const [payee, previous] = await Promise.all([platformTreasury(chain), lastPaidIn(chain, series)]);
  const quote: PaymentQuote = {
    orderId: uuidToBytes32(orderId),
    payer: getAddress(payer),
    token: chain.contracts.WBE3Token,
    amount: request.amount,
    payee,
    deadline: BigInt(deadline),
    series,
    previous,
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
      payee: payee.toLowerCase(),
      subject: request.subject ?? null,
      chainId: chain.chainId,
      quote: paymentQuoteToJson(quote),
      signature,
      grantsFrom: request.period.from,
      grantsUntil: request.period.until,
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
  grant: { kind: PaymentKind; title: string; subject: OrderSubject; period: Period; basis: string | null },
): Promise<Checkout> {
  const { freeGrantUsed } = declaredKind(grant.kind);
  if (freeGrantUsed === undefined) throw new Error(`The order kind "${grant.kind}" is never granted free`);
  await assertBasisCurrent(db, user.id, { kind: grant.kind, basis: grant.basis });
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
      basis: basisKey(grant.basis),
    },
    { listingId: null, position: 0, title: grant.title, quantity: 1, unitPrice: 0n },
  );
  if (!inserted) throw new AppError("conflict", freeGrantUsed, { reason: "free_grant_used" });
  const stored = await findOrder(db, orderId);
  if (!stored) throw new AppError("internal", ORDER_NOT_FOUND);
  const { id, total, currency, expiresAt, items, grants } = orderAnswerOf(stored, await findOrderItems(db, [orderId]));
  return { orderId: id, items, total, currency, expiresAt, calls: [], ...(grants ? { grants } : {}) };
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
  if (!order.payee) throw new AppError("internal", ORDER_NOT_FOUND);
  const payment = await verifyPayment(chain, txHash, {
    orderId: uuidToBytes32(order.id),
    payee: getAddress(order.payee),
    amount: order.total,
    payer: order.buyerWallet ? getAddress(order.buyerWallet) : undefined,
  });
  const complete = () =>
    db.transaction(async (t) => {
      const completed = await findCompletedOrders(t, order.userId, order.kind);
      const stale = order.basis !== null && order.basis !== basisKey(completed.at(-1)?.id ?? null);
      if (!stale) {
        if (!(await markOrderPaid(t, order.id, tx))) return "raced" as const;
        await recordPayment(t, chain, payment);
        await recordActivity(t, "order_paid", order.userId, { orderId: order.id, txHash: tx, total: order.total.toString(), items: 1 });
        return "paid" as const;
      }
      if (!(await markOrderVoid(t, order.id))) return "raced" as const;
      await recordPayment(t, chain, payment);
      await oweRefund(t, chain, {
        paymentTxHash: tx,
        orderId: order.id,
        payer: payment.payer,
        amount: payment.amount,
        reason: "order_void",
      });
      return "void" as const;
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
  return outcome === "paid";
}
