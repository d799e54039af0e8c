import { randomInt } from "node:crypto";
import { isUniqueViolation, type Database } from "@wbe3/db";
import {
  AppError,
  ASSET_SCALE,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_UNKNOWN,
  SANDBOX_ISSUANCE_NOTE,
  WALLET_EXISTS,
  WALLET_NOT_CREATED,
  type AnalyticsAnswer,
  type BalanceAnswer,
  type HoneybankAccountAnswer,
  type LedgerAsset,
  type SessionUser,
  type WalletCreation,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import {
  openUserAccounts,
  transfer,
  userAccount,
  userBalances,
  userAnalytics,
  userStatement,
  type Balance,
  type StatementRequest,
} from "../ledger/service.ts";
import { once, type KeyedRequest } from "./idempotency.ts";
import { findWallet, findWalletByReferralCode, insertWallet, type HoneybankAccountRow } from "./repo.ts";

/** What a wallet starts with in local mode (SPEC §9: 1000 WBE3; and $1000.00 so the card sandbox can be tried). */
export const SANDBOX_START: Readonly<Partial<Record<LedgerAsset, bigint>>> = {
  WBE3: 1_000n * ASSET_SCALE.WBE3,
  USD: 1_000n * ASSET_SCALE.USD,
};

const isSandbox = (deps: AppDeps) => deps.env.chain.mode === "local";

function newReferralCode(): string {
  return Array.from({ length: REFERRAL_CODE_LENGTH }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join("");
}

/** Balances as the API answers them: integers of the smallest unit, as strings. */
export function balanceAnswers(balances: Balance[]): BalanceAnswer[] {
  return balances.map((balance) => ({
    asset: balance.asset,
    posted: balance.posted.toString(),
    pendingDebits: balance.pendingDebits.toString(),
    pendingCredits: balance.pendingCredits.toString(),
    available: balance.available.toString(),
  }));
}

async function walletAnswer(deps: AppDeps, db: Database, wallet: HoneybankAccountRow): Promise<HoneybankAccountAnswer> {
  const balances = await userBalances(db, wallet.userId);
  return {
    email: wallet.email,
    phone: wallet.phone,
    referralCode: wallet.referralCode,
    referred: wallet.referredBy !== null,
    createdAt: wallet.createdAt.toISOString(),
    sandbox: isSandbox(deps),
    balances: balanceAnswers(balances),
  };
}

/** Records the wallet under a fresh referral code (a code taken at once by another wallet: another code). */
async function recordWallet(db: Database, wallet: Omit<Parameters<typeof insertWallet>[1], "referralCode">) {
  for (let tried = 1; ; tried++) {
    try {
      return await db.transaction((tx) => insertWallet(tx, { ...wallet, referralCode: newReferralCode() }));
    } catch (err) {
      if (!isUniqueViolation(err) || tried >= 3) throw err;
    }
  }
}

/**
 * Creates the user's HoneyBank wallet (SPEC §3): its accounts on the ledger, the referral recorded,
 * and in local mode the labelled sandbox issuances. Once per Idempotency-Key; once per user.
 */
export async function createWallet(deps: AppDeps, user: SessionUser, form: WalletCreation, request: Omit<KeyedRequest, "userId" | "body">) {
  const { answer } = await once(deps.db, { ...request, userId: user.id, body: form }, 201, async (tx) => {
    if (await findWallet(tx, user.id)) throw new AppError("conflict", WALLET_EXISTS, { reason: "wallet_exists" });
    const referrer = form.referralCode ? await findWalletByReferralCode(tx, form.referralCode) : undefined;
    if (form.referralCode && !referrer) {
      throw new AppError("unprocessable", REFERRAL_CODE_UNKNOWN, { reason: "referral_code_unknown" });
    }
    const wallet = await recordWallet(tx, { userId: user.id, email: form.email, phone: form.phone, referredBy: referrer?.userId ?? null });
    if (!wallet) throw new AppError("conflict", WALLET_EXISTS, { reason: "wallet_exists" });
    await openUserAccounts(tx, user.id);
    if (isSandbox(deps)) await issueSandboxStart(tx, user.id);
    return walletAnswer(deps, tx, wallet);
  });
  return answer;
}

/** The sandbox's labelled issuances of the starting balances, once per user and asset (their references). */
async function issueSandboxStart(db: Database, userId: string): Promise<void> {
  for (const [asset, amount] of Object.entries(SANDBOX_START) as [LedgerAsset, bigint][]) {
    const account = await userAccount(db, userId, asset);
    await transfer(db, {
      kind: "sandbox_issuance",
      reference: `sandbox-start:${userId}:${asset}`,
      userId,
      description: SANDBOX_ISSUANCE_NOTE,
      legs: [
        { account: account.id, asset, amount },
        { account: { system: "sandbox_issuance" }, asset, amount: -amount },
      ],
    });
  }
}

export async function requireWallet(db: Database, userId: string): Promise<HoneybankAccountRow> {
  const wallet = await findWallet(db, userId);
  if (!wallet) throw new AppError("not_found", WALLET_NOT_CREATED, { reason: "wallet_not_created" });
  return wallet;
}

export async function myWallet(deps: AppDeps, user: SessionUser): Promise<HoneybankAccountAnswer> {
  return walletAnswer(deps, deps.db, await requireWallet(deps.db, user.id));
}

/** The wallet's statement: its entries newest first, a page at a time. */
export async function myStatement(deps: AppDeps, user: SessionUser, query: Omit<StatementRequest, "before"> & { before?: string }) {
  await requireWallet(deps.db, user.id);
  const { entries, nextBefore } = await userStatement(deps.db, user.id, {
    ...query,
    before: query.before === undefined ? undefined : BigInt(query.before),
  });
  return {
    entries: entries.map((entry) => ({
      id: entry.id.toString(),
      asset: entry.asset,
      layer: entry.layer,
      amount: entry.amount.toString(),
      kind: entry.kind as StatementKind,
      description: entry.description,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextBefore: nextBefore === null ? null : nextBefore.toString(),
  };
}

type StatementKind = NonNullable<StatementRequest["kind"]>;

/** The Analytics tab's figures, from the ledger alone. */
export async function myAnalytics(deps: AppDeps, user: SessionUser): Promise<AnalyticsAnswer> {
  await requireWallet(deps.db, user.id);
  const { days, byKind, fees } = await userAnalytics(deps.db, user.id);
  return { days, byKind: byKind.map((row) => ({ ...row, kind: row.kind as StatementKind })), fees };
}
