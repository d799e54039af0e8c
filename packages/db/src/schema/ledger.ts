import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { ENTRY_LAYERS, LEDGER_ASSETS, RESOLUTIONS, SYSTEM_ACCOUNTS } from "@wbe3/domain";
import { users } from "./auth.ts";
import { baseUnits, createdAt, oneOf } from "./columns.ts";

/**
 * HoneyBank's accounts (issue 27, decision 0037): one per user and asset, and the platform's own
 * per asset. The three balances are the journal's sums, kept by the database as entries are
 * written (migration 0022's triggers); no statement may set them otherwise.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    system: text("system", { enum: SYSTEM_ACCOUNTS }),
    asset: text("asset", { enum: LEDGER_ASSETS }).notNull(),
    /** The sum of the account's posted entries. */
    posted: baseUnits("posted")
      .notNull()
      .default(sql`0`),
    /** Held for debits not yet posted or voided (a card authorization): not spendable. */
    pendingDebits: baseUnits("pending_debits")
      .notNull()
      .default(sql`0`),
    /** Held for credits not yet posted: not yet spendable. */
    pendingCredits: baseUnits("pending_credits")
      .notNull()
      .default(sql`0`),
    /** Whether what it may spend (posted less pending debits) must stay at or above zero. */
    noOverdraft: boolean("no_overdraft").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_user_asset")
      .on(t.userId, t.asset)
      .where(sql`${t.userId} is not null`),
    uniqueIndex("ledger_accounts_system_asset")
      .on(t.system, t.asset)
      .where(sql`${t.system} is not null`),
    check("ledger_accounts_one_owner", sql`(${t.userId} is null) <> (${t.system} is null)`),
    check("ledger_accounts_users_no_overdraft", sql`${t.userId} is null or ${t.noOverdraft}`),
    check("ledger_accounts_asset_known", oneOf(t.asset, LEDGER_ASSETS)),
    check("ledger_accounts_system_known", sql`${t.system} is null or ${oneOf(t.system, SYSTEM_ACCOUNTS)}`),
    check("ledger_accounts_no_overdraft", sql`not ${t.noOverdraft} or ${t.posted} - ${t.pendingDebits} >= 0`),
    check("ledger_accounts_pending_not_negative", sql`${t.pendingDebits} >= 0 and ${t.pendingCredits} >= 0`),
  ],
);

/**
 * A transfer: one journal record whose entries balance per asset and layer (checked at commit).
 * A pending transfer holds; a later transfer that `resolves` it releases the hold, once, and
 * either posts or voids it. Never updated or deleted.
 */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** What the transfer stands for outside the ledger (a tx hash, a card authorization), once. */
    reference: text("reference").unique(),
    /** The user whose request made it (null: the platform). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    description: text("description").notNull().default(""),
    /** A pending transfer's entries are holds only. */
    pending: boolean("pending").notNull().default(false),
    resolves: uuid("resolves")
      .unique()
      .references((): AnyPgColumn => ledgerTransfers.id),
    resolution: text("resolution", { enum: RESOLUTIONS }),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_transfers_user").on(t.userId, t.createdAt),
    check("ledger_transfers_kind_form", sql`${t.kind} ~ '^[a-z][a-z0-9_]{0,39}$'`),
    check("ledger_transfers_resolution", sql`(${t.resolves} is null) = (${t.resolution} is null)`),
    check("ledger_transfers_resolution_known", sql`${t.resolution} is null or ${oneOf(t.resolution, RESOLUTIONS)}`),
    check("ledger_transfers_pending_resolves_nothing", sql`not (${t.pending} and ${t.resolves} is not null)`),
  ],
);

/** One signed amount (credit positive) on one account in one layer of a transfer. Append-only. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    transferId: uuid("transfer_id")
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    asset: text("asset", { enum: LEDGER_ASSETS }).notNull(),
    layer: text("layer", { enum: ENTRY_LAYERS }).notNull(),
    amount: baseUnits("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_account").on(t.accountId, t.id),
    index("ledger_entries_transfer").on(t.transferId),
    check("ledger_entries_amount_not_zero", sql`${t.amount} <> 0`),
    check("ledger_entries_asset_known", oneOf(t.asset, LEDGER_ASSETS)),
    check("ledger_entries_layer_known", oneOf(t.layer, ENTRY_LAYERS)),
  ],
);
