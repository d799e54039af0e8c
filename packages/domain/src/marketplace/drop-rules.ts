import { z } from "zod";
import { isAddressLike } from "../chain/address.ts";
import { invalidAddress } from "../chain/messages.ts";
import { ALLOWLIST_SIZE, dropCountMessage, PRESALE_END_IN_PAST, PRESALE_END_INVALID } from "./messages.ts";

/** An allowlist's wallets, and the largest count a rule may name (the listings table keeps an int). */
export const DROP_RULES_LIMITS = { allowlist: 5000, count: 1_000_000 } as const;

/** A copy count rule (supply cap, per-wallet limit): a positive whole number, or null for no such rule. */
function countRule(name: string) {
  const message = dropCountMessage(name);
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(DROP_RULES_LIMITS.count, { error: message })
    .nullable();
}

const allowlistWallet = z
  .string({ error: (issue) => invalidAddress(String(issue.input)) })
  .trim()
  .refine(isAddressLike, { error: (issue) => invalidAddress(String(issue.input)) })
  .transform((wallet) => wallet.toLowerCase());

export const presaleSchema = z.object({
  // The same wallet twice is one leaf: kept once, lower-cased (how the server stores wallets).
  allowlist: z
    .array(allowlistWallet, { error: ALLOWLIST_SIZE })
    .min(1, { error: ALLOWLIST_SIZE })
    .max(DROP_RULES_LIMITS.allowlist, { error: ALLOWLIST_SIZE })
    .transform((wallets) => [...new Set(wallets)]),
  endsAt: z.iso
    .datetime({ offset: true, error: PRESALE_END_INVALID })
    .refine((value) => Date.parse(value) > Date.now(), { error: PRESALE_END_IN_PAST }),
});

/**
 * `PUT /api/marketplace/listings/:id/drop-rules`: every rule optional (null: none). A presale
 * sells only to its allowlist until `endsAt`, then to everyone.
 */
export const dropRulesBody = z.object({
  supplyCap: countRule("supplyCap"),
  maxPerWallet: countRule("maxPerWallet"),
  presale: presaleSchema.nullable(),
});
export type DropRulesInput = z.input<typeof dropRulesBody>;
export type DropRules = z.output<typeof dropRulesBody>;

/** A presale's end as people read it, the same on the server and in any browser: "2026-11-24 18:00 UTC". */
export function presaleEndText(endsAt: Date | string): string {
  const iso = new Date(endsAt).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
