/**
 * HoneyBank's money off chain (issue 27, decision 0037): accounts per owner and asset on a
 * double-entry journal. Every amount is an integer count of the asset's smallest unit.
 */

/** What an account holds: WBE3 in base units (18 decimals), US dollars in cents, gold and silver in milligrams. */
export const LEDGER_ASSETS = ["WBE3", "USD", "XAU", "XAG"] as const;
export type LedgerAsset = (typeof LEDGER_ASSETS)[number];

/** How many of the smallest unit make one of the unit a person reads (1 WBE3, $1, 1 g). */
export const ASSET_SCALE: Readonly<Record<LedgerAsset, bigint>> = {
  WBE3: 10n ** 18n,
  USD: 100n,
  XAU: 1000n,
  XAG: 1000n,
};

/**
 * The platform's own accounts, one per asset: the other side of every user movement. They may go
 * below zero (sandbox issuance is where sandbox money comes from); user accounts never do.
 */
export const SYSTEM_ACCOUNTS = ["treasury", "fees", "card_settlement", "rewards", "sandbox_issuance"] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * The layer an entry moves. `posted` is money that moved; `hold` reserves it (a card
 * authorization: a debit hold lowers what the account may spend); `release` gives a hold back when
 * it is posted or voided. Within a transfer, each layer's entries sum to zero per asset.
 */
export const ENTRY_LAYERS = ["posted", "hold", "release"] as const;
export type EntryLayer = (typeof ENTRY_LAYERS)[number];

/** How a pending transfer ended: its hold released and the money moved, or released only. */
export const RESOLUTIONS = ["posted", "voided"] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** What a transfer was for, as a statement shows it and filters by it. */
export const TRANSFER_KINDS = [
  "sandbox_issuance",
  "deposit",
  "withdrawal",
  "exchange",
  "metals",
  "fee",
  "card_authorization",
  "card_reward",
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** What balancing looks at in a line of a transfer: a signed amount (credit positive) in one layer. */
export interface LedgerAmount {
  asset: LedgerAsset;
  amount: bigint;
  layer?: EntryLayer;
}

/** The asset/layer pairs whose legs do not sum to zero; a transfer is balanced when there is none. */
export function unbalancedLegs(legs: readonly LedgerAmount[]): string[] {
  const sums = new Map<string, bigint>();
  for (const leg of legs) {
    const key = `${leg.asset}/${leg.layer ?? "posted"}`;
    sums.set(key, (sums.get(key) ?? 0n) + leg.amount);
  }
  return [...sums].filter(([, sum]) => sum !== 0n).map(([key]) => key);
}

/** What the ledger answers when a movement cannot be made. */
export const LEDGER_MESSAGES = {
  insufficientFunds: "Insufficient funds",
  holdNotFound: "That authorization is not pending.",
  holdAlreadyResolved: "That authorization was already settled or voided.",
  referenceReused: "That reference belongs to another movement.",
} as const;
