import { violatedConstraint, type Database } from "@wbe3/db";
import {
  AppError,
  LEDGER_ASSETS,
  LEDGER_MESSAGES,
  unbalancedLegs,
  type EntryLayer,
  type LedgerAsset,
  type Resolution,
  type SystemAccount,
  type TransferKind,
} from "@wbe3/domain";
import {
  findDailyTotals,
  findEntries,
  findFeesPaidBy,
  findKindTotals,
  findStatement,
  findSystemAccounts,
  findResolution,
  findTransfer,
  findUserAccounts,
  insertEntries,
  insertTransfer,
  insertUserAccounts,
  systemAccount,
  type AccountRow,
  type EntryValues,
  type TransferRow,
} from "./repo.ts";

/**
 * HoneyBank's ledger (decision 0037): double-entry transfers between accounts per owner and asset.
 * The database holds the rules (balanced transfers, balances derived from entries, no overdraft
 * for users, an append-only journal); this module builds transfers and says why one was refused.
 */

/** One line of a transfer: a signed amount (credit positive) on an account, by id or by the platform's name. */
export interface Leg {
  account: string | { system: SystemAccount };
  asset: LedgerAsset;
  amount: bigint;
  layer?: EntryLayer;
}

export interface TransferRequest {
  kind: TransferKind;
  legs: Leg[];
  /** Holds only, posted or voided later by `resolvePending`. */
  pending?: boolean;
  /** What outside the ledger this stands for, once: a second transfer with it answers the first. */
  reference?: string;
  userId?: string;
  description?: string;
}

export interface Transfer {
  transfer: TransferRow;
  /** True when the reference had been recorded: nothing moved this time. */
  replayed: boolean;
}

export async function openUserAccounts(db: Database, userId: string): Promise<void> {
  await insertUserAccounts(db, userId, LEDGER_ASSETS);
}

export interface Balance {
  asset: LedgerAsset;
  posted: bigint;
  pendingDebits: bigint;
  pendingCredits: bigint;
  /** What may be spent: posted less what is held for debits. */
  available: bigint;
}

const balanceOf = (account: AccountRow): Balance => ({
  asset: account.asset,
  posted: account.posted,
  pendingDebits: account.pendingDebits,
  pendingCredits: account.pendingCredits,
  available: account.posted - account.pendingDebits,
});

/** The user's balances in every asset, in the order of LEDGER_ASSETS (none when no account is open). */
export async function userBalances(db: Database, userId: string): Promise<Balance[]> {
  const accounts = await findUserAccounts(db, userId);
  return LEDGER_ASSETS.flatMap((asset) => accounts.filter((account) => account.asset === asset).map(balanceOf));
}

/** The user's account in an asset; refused when the user has none. */
export async function userAccount(db: Database, userId: string, asset: LedgerAsset): Promise<AccountRow> {
  const account = (await findUserAccounts(db, userId)).find((each) => each.asset === asset);
  if (!account) throw new AppError("not_found", `No ${asset} account is open for this user.`);
  return account;
}

/** The platform's balance in an asset (its account opened if new). */
export async function systemBalance(db: Database, system: SystemAccount, asset: LedgerAsset): Promise<Balance> {
  return balanceOf(await systemAccount(db, system, asset));
}

/** The database's refusals, said for the person asking. */
function refusal(err: unknown): never {
  const constraint = violatedConstraint(err);
  if (constraint === "ledger_accounts_no_overdraft") {
    throw new AppError("conflict", LEDGER_MESSAGES.insufficientFunds, { reason: "insufficient_funds", cause: err });
  }
  throw err;
}

/** The entries of these legs, the platform's accounts named by id (opened if new). */
async function entriesOf(db: Database, legs: (Leg & { layer: EntryLayer })[]): Promise<EntryValues[]> {
  const entries: EntryValues[] = [];
  for (const { account, asset, layer, amount } of legs) {
    const accountId = typeof account === "string" ? account : (await systemAccount(db, account.system, asset)).id;
    entries.push({ accountId, asset, layer, amount });
  }
  return entries;
}

function checkLegs(request: TransferRequest): void {
  if (request.legs.length === 0 || request.legs.some((leg) => leg.amount === 0n)) {
    throw new Error(`a ${request.kind} transfer needs legs, none of them zero`);
  }
  const unbalanced = unbalancedLegs(request.legs);
  if (unbalanced.length > 0) throw new Error(`a ${request.kind} transfer does not balance: ${unbalanced.join(", ")}`);
}

/** A transfer recorded under the same reference answers again; one of another kind is refused. */
function replay(existing: TransferRow, request: TransferRequest): Transfer {
  if (existing.kind !== request.kind || existing.userId !== (request.userId ?? null)) {
    throw new AppError("conflict", LEDGER_MESSAGES.referenceReused, { reason: "reference_reused" });
  }
  return { transfer: existing, replayed: true };
}

/**
 * Moves money: the transfer and its entries in one transaction (a savepoint inside the caller's),
 * so a refused transfer leaves nothing. A hold's legs are `hold`; otherwise `posted`.
 */
export async function transfer(db: Database, request: TransferRequest): Promise<Transfer> {
  const layer: EntryLayer = request.pending ? "hold" : "posted";
  const legs = request.legs.map((leg) => ({ ...leg, layer: leg.layer ?? layer }));
  checkLegs({ ...request, legs });
  if (request.reference) {
    const existing = await findTransfer(db, { reference: request.reference });
    if (existing) return replay(existing, request);
  }
  try {
    return await db.transaction(async (tx) => {
      const row = await insertTransfer(tx, {
        kind: request.kind,
        reference: request.reference ?? null,
        userId: request.userId ?? null,
        description: request.description ?? "",
        pending: request.pending ?? false,
      });
      if (!row) {
        const existing = request.reference ? await findTransfer(tx, { reference: request.reference }) : undefined;
        if (existing) return replay(existing, request);
        throw new Error("the transfer was not recorded");
      }
      await insertEntries(tx, row.id, await entriesOf(tx, legs));
      return { transfer: row, replayed: false };
    });
  } catch (err) {
    return refusal(err);
  }
}

/**
 * Ends a pending transfer, once: its holds are released and, when `posted`, the same amounts move
 * for good. A hold resolved before (or at once by another request) is refused.
 */
export async function resolvePending(
  db: Database,
  pendingId: string,
  resolution: Resolution,
  options: { kind?: TransferKind; description?: string } = {},
): Promise<TransferRow> {
  const pending = await findTransfer(db, { id: pendingId });
  if (!pending?.pending) throw new AppError("not_found", LEDGER_MESSAGES.holdNotFound, { reason: "hold_not_found" });
  const holds = await findEntries(db, pendingId);
  const moves = (layer: EntryLayer, sign: bigint): EntryValues[] =>
    holds.map(({ accountId, asset, amount }) => ({ accountId, asset, layer, amount: sign * amount }));
  const entries = [...moves("release", -1n), ...(resolution === "posted" ? moves("posted", 1n) : [])];
  try {
    return await db.transaction(async (tx) => {
      const row = await insertTransfer(tx, {
        kind: options.kind ?? pending.kind,
        userId: pending.userId,
        description: options.description ?? pending.description,
        resolves: pendingId,
        resolution,
      });
      if (!row) throw new AppError("conflict", LEDGER_MESSAGES.holdAlreadyResolved, { reason: "hold_already_resolved" });
      await insertEntries(tx, row.id, entries);
      return row;
    });
  } catch (err) {
    return refusal(err);
  }
}

/** How a pending transfer ended, or null while it holds. */
export async function pendingOutcome(db: Database, pendingId: string): Promise<Resolution | null> {
  return (await findResolution(db, pendingId))?.resolution ?? null;
}

export interface StatementRequest {
  asset?: LedgerAsset;
  kind?: TransferKind;
  /** An entry id from an earlier page: only older entries. */
  before?: bigint;
  limit: number;
}

/** The user's entries, newest first, a page at a time (the last page's `nextBefore` is null). */
export async function userStatement(db: Database, userId: string, request: StatementRequest) {
  const accounts = (await findUserAccounts(db, userId)).filter((account) => !request.asset || account.asset === request.asset);
  if (accounts.length === 0) return { entries: [], nextBefore: null };
  const rows = await findStatement(db, {
    accountIds: accounts.map((account) => account.id),
    kind: request.kind,
    before: request.before,
    limit: request.limit + 1,
  });
  const page = rows.slice(0, request.limit);
  return { entries: page, nextBefore: rows.length > request.limit ? (page.at(-1)?.id ?? null) : null };
}

/** The user's posted movements summed per day and per kind, and the fees their transfers paid. */
export async function userAnalytics(db: Database, userId: string) {
  const ids = (await findUserAccounts(db, userId)).map((account) => account.id);
  if (ids.length === 0) return { days: [], byKind: [], fees: [] };
  const feeAccounts = (await findSystemAccounts(db, "fees")).map((account) => account.id);
  const [days, byKind, fees] = await Promise.all([
    findDailyTotals(db, ids),
    findKindTotals(db, ids),
    feeAccounts.length === 0 ? Promise.resolve([]) : findFeesPaidBy(db, userId, feeAccounts),
  ]);
  return { days, byKind, fees };
}
