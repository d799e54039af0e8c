import { z } from "zod";
import { ENTRY_LAYERS, LEDGER_ASSETS, TRANSFER_KINDS } from "../ledger/ledger.ts";

/** An amount in the asset's smallest unit (base units, cents, milligrams), as a decimal string. */
const units = z.string().regex(/^-?[0-9]+$/);

export const balanceAnswer = z.object({
  asset: z.enum(LEDGER_ASSETS),
  posted: units,
  pendingDebits: units,
  pendingCredits: units,
  /** What may be spent now: posted less what is held. */
  available: units,
});
export type BalanceAnswer = z.output<typeof balanceAnswer>;

/** The user's HoneyBank wallet and its balances per asset. */
export const honeybankAccountAnswer = z.object({
  email: z.string(),
  phone: z.string(),
  /** The code this user shares; whoever creates a wallet with it is recorded as referred by them. */
  referralCode: z.string(),
  referred: z.boolean(),
  createdAt: z.string(),
  /** Local mode: balances start from labelled sandbox issuances, not deposits. */
  sandbox: z.boolean(),
  balances: z.array(balanceAnswer),
});
export type HoneybankAccountAnswer = z.output<typeof honeybankAccountAnswer>;

/** One line of the statement: an entry on one of the user's accounts, with what it was for. */
export const statementEntryAnswer = z.object({
  id: z.string(),
  asset: z.enum(LEDGER_ASSETS),
  layer: z.enum(ENTRY_LAYERS),
  amount: units,
  kind: z.enum(TRANSFER_KINDS),
  description: z.string(),
  createdAt: z.string(),
});
export type StatementEntryAnswer = z.output<typeof statementEntryAnswer>;

export const statementAnswer = z.object({
  entries: z.array(statementEntryAnswer),
  /** Pass as `before` for the next (older) page; null on the last. */
  nextBefore: z.string().nullable(),
});

const assetAmount = z.object({ asset: z.enum(LEDGER_ASSETS), amount: units });

/** A price held for QUOTE_TTL_SECONDS: what the user pays, the Honey Drop fee within it, what they receive. */
export const quoteAnswer = z.object({
  id: z.string(),
  kind: z.enum(["exchange", "metals"]),
  pay: assetAmount,
  fee: assetAmount,
  receive: assetAmount,
  /** The price used, as a person reads it ("1 WBE3 = $0.0045", "1 g gold = $75.00"). */
  rate: z.string(),
  expiresAt: z.string(),
});
export type QuoteAnswer = z.output<typeof quoteAnswer>;

/** A quote carried out: what moved, and the balances after it. */
export const tradeAnswer = z.object({ quote: quoteAnswer, balances: z.array(balanceAnswer) });

/**
 * What the Analytics tab draws, all from the ledger: the posted amounts in and out per day and
 * asset (the balance over time is their running sum: every account starts at zero), per kind of
 * movement, and the Honey Drop fees the user paid.
 */
export const analyticsAnswer = z.object({
  days: z.array(z.object({ day: z.string(), asset: z.enum(LEDGER_ASSETS), in: units, out: units })),
  byKind: z.array(z.object({ kind: z.enum(TRANSFER_KINDS), asset: z.enum(LEDGER_ASSETS), in: units, out: units })),
  fees: z.array(z.object({ asset: z.enum(LEDGER_ASSETS), amount: units })),
});
export type AnalyticsAnswer = z.output<typeof analyticsAnswer>;
