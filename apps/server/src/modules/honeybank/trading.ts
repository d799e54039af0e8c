import type { Database } from "@wbe3/db";
import {
  AppError,
  centsToWbe3,
  formatAssetAmount,
  honeyDropFee,
  metalValue,
  microUsd,
  QUOTE_EXPIRED,
  QUOTE_NOT_FOUND,
  QUOTE_TTL_SECONDS,
  QUOTE_USED,
  TOO_SMALL_TO_TRADE,
  wbe3ToCents,
  type LedgerAsset,
  type Metal,
  type QuoteAnswer,
  type SessionUser,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { transfer, userAccount, userBalances, type Leg } from "../ledger/service.ts";
import { once, type KeyedRequest } from "./idempotency.ts";
import { findQuote, insertQuote, takeQuote, type NewQuote, type QuoteRow } from "./quotes-repo.ts";
import { balanceAnswers, requireWallet } from "./service.ts";

const PRICE_WAIT_MS = 5_000;

function quoteAnswerOf(row: QuoteRow): QuoteAnswer {
  return {
    id: row.id,
    kind: row.kind,
    pay: { asset: row.payAsset, amount: row.payAmount.toString() },
    fee: { asset: row.feeAsset, amount: row.feeAmount.toString() },
    receive: { asset: row.receiveAsset, amount: row.receiveAmount.toString() },
    rate: row.rate,
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function storeQuote(db: Database, quote: Omit<NewQuote, "expiresAt">): Promise<QuoteAnswer> {
  if (quote.receiveAmount <= 0n) throw new AppError("unprocessable", TOO_SMALL_TO_TRADE);
  return quoteAnswerOf(await insertQuote(db, { ...quote, expiresAt: new Date(Date.now() + QUOTE_TTL_SECONDS * 1000) }));
}

/** WBE3 ↔ USD at the token price now; the fee is 2 % of what the user gives, in that currency. */
export async function quoteExchange(deps: AppDeps, user: SessionUser, body: { from: "WBE3" | "USD"; to: "WBE3" | "USD"; amount: bigint }) {
  await requireWallet(deps.db, user.id);
  const usd = await deps.tokenPrice.usdPrice(AbortSignal.timeout(PRICE_WAIT_MS));
  const price = microUsd(usd);
  const fee = honeyDropFee(body.amount);
  const net = body.amount - fee;
  const receive = body.from === "WBE3" ? wbe3ToCents(net, price) : centsToWbe3(net, price);
  return storeQuote(deps.db, {
    userId: user.id,
    kind: "exchange",
    payAsset: body.from,
    payAmount: body.amount,
    feeAsset: body.from,
    feeAmount: fee,
    receiveAsset: body.to,
    receiveAmount: receive,
    rate: `1 WBE3 = $${usd}`,
  });
}

/** Gold or silver by weight: bought at the ask (the fee on top), sold at the bid (the fee out of the proceeds). */
export async function quoteMetals(deps: AppDeps, user: SessionUser, body: { metal: Metal; side: "buy" | "sell"; milligrams: bigint }) {
  await requireWallet(deps.db, user.id);
  const price = await deps.metalsPrice.price(body.metal, AbortSignal.timeout(PRICE_WAIT_MS));
  const name = body.metal === "XAU" ? "gold" : "silver";
  if (body.side === "buy") {
    const cost = metalValue(body.milligrams, price.askCentsPerGram, "up");
    const fee = honeyDropFee(cost);
    return storeQuote(deps.db, {
      ...{ userId: user.id, kind: "metals" as const },
      ...{ payAsset: "USD" as const, payAmount: cost + fee, feeAsset: "USD" as const, feeAmount: fee },
      ...{ receiveAsset: body.metal, receiveAmount: body.milligrams },
      rate: `1 g ${name} = ${formatAssetAmount("USD", price.askCentsPerGram)}`,
    });
  }
  const proceeds = metalValue(body.milligrams, price.bidCentsPerGram, "down");
  const fee = honeyDropFee(proceeds);
  return storeQuote(deps.db, {
    ...{ userId: user.id, kind: "metals" as const },
    ...{ payAsset: body.metal, payAmount: body.milligrams, feeAsset: "USD" as const, feeAmount: fee },
    ...{ receiveAsset: "USD" as const, receiveAmount: proceeds - fee },
    rate: `1 g ${name} = ${formatAssetAmount("USD", price.bidCentsPerGram)}`,
  });
}

/** The user pays and receives; the fee goes to the fees account; the treasury is the other side of the rest. */
async function legsOf(db: Database, userId: string, quote: QuoteRow): Promise<Leg[]> {
  const treasury = new Map<LedgerAsset, bigint>();
  const add = (asset: LedgerAsset, amount: bigint) => treasury.set(asset, (treasury.get(asset) ?? 0n) + amount);
  add(quote.payAsset, quote.payAmount);
  add(quote.receiveAsset, -quote.receiveAmount);
  add(quote.feeAsset, -quote.feeAmount);
  const legs: Leg[] = [
    { account: (await userAccount(db, userId, quote.payAsset)).id, asset: quote.payAsset, amount: -quote.payAmount },
    { account: (await userAccount(db, userId, quote.receiveAsset)).id, asset: quote.receiveAsset, amount: quote.receiveAmount },
    { account: { system: "fees" }, asset: quote.feeAsset, amount: quote.feeAmount },
    ...[...treasury].map(([asset, amount]) => ({ account: { system: "treasury" as const }, asset, amount })),
  ];
  return legs.filter((leg) => leg.amount !== 0n);
}

/** Why a quote cannot be carried out: unknown (another user's, or of the other kind), used, or expired. */
async function unusable(db: Database, id: string, userId: string, kind: QuoteRow["kind"]): Promise<never> {
  const quote = await findQuote(db, id, userId);
  if (quote?.kind !== kind) throw new AppError("not_found", QUOTE_NOT_FOUND, { reason: "quote_not_found" });
  if (quote.usedAt) throw new AppError("conflict", QUOTE_USED, { reason: "quote_used" });
  throw new AppError("conflict", QUOTE_EXPIRED, { reason: "quote_expired" });
}

/**
 * Carries out a quote once: it is taken and the money moves in one transaction (a refusal, such as
 * insufficient funds, leaves the quote usable until it expires). Once per Idempotency-Key.
 */
export async function executeQuote(
  deps: AppDeps,
  user: SessionUser,
  kind: QuoteRow["kind"],
  quoteId: string,
  request: Omit<KeyedRequest, "userId" | "body">,
) {
  const { answer } = await once(deps.db, { ...request, userId: user.id, body: { quoteId } }, 201, async (tx) => {
    await requireWallet(tx, user.id);
    const quote = (await takeQuote(tx, quoteId, user.id, kind)) ?? (await unusable(tx, quoteId, user.id, kind));
    await transfer(tx, {
      kind: kind === "exchange" ? "exchange" : "metals",
      reference: `quote:${quote.id}`,
      userId: user.id,
      description: `${formatAssetAmount(quote.payAsset, quote.payAmount)} → ${formatAssetAmount(quote.receiveAsset, quote.receiveAmount)}`,
      legs: await legsOf(tx, user.id, quote),
    });
    return { quote: quoteAnswerOf(quote), balances: balanceAnswers(await userBalances(tx, user.id)) };
  });
  return answer;
}
