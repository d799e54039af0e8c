import { z } from "zod";
import { isAddressLike } from "../chain/address.ts";
import { invalidAddress } from "../chain/messages.ts";
import { BPS } from "./commerce.ts";
import { SPLIT_DUPLICATE, SPLIT_SHARE, SPLITS_TOTAL, splitsTooMany } from "./messages.ts";

/** Collaborators one sale can pay (the marketplace contract's MAX_SPLITS). */
export const MAX_SPLITS = 16;

const split = z.object({
  wallet: z
    .string()
    .trim()
    .refine(isAddressLike, { error: (issue) => invalidAddress(String(issue.input)) })
    .transform((wallet) => wallet.toLowerCase()),
  bps: z.number({ error: SPLIT_SHARE }).int(SPLIT_SHARE).min(1, SPLIT_SHARE).max(BPS, SPLIT_SHARE),
});

/** Revenue splits as the API takes them: shares in basis points summing to 10,000, or none. */
export const revenueSplitsSchema = z
  .array(split)
  .max(MAX_SPLITS, splitsTooMany(MAX_SPLITS))
  .superRefine((splits, ctx) => {
    if (splits.length === 0) return;
    if (splits.reduce((sum, each) => sum + each.bps, 0) !== BPS) ctx.addIssue({ code: "custom", message: SPLITS_TOTAL });
    if (new Set(splits.map((each) => each.wallet)).size !== splits.length) ctx.addIssue({ code: "custom", message: SPLIT_DUPLICATE });
  });

/**
 * The studio form's "Collaborators" text, one per line: a wallet address and a share in percent
 * ("0xAbC… 25"). Unreadable lines come back as they are so the schema names what is wrong.
 */
export function parseSplitLines(text: string): unknown[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const match = /^([^\s,;]+)[\s,;]+([0-9]+(?:\.[0-9]{1,2})?)\s*%?$/.exec(line);
      if (!match) return { wallet: line.split(/[\s,;]+/)[0] ?? line, bps: Number.NaN, line };
      return { wallet: match[1], bps: Math.round(Number(match[2]) * 100) };
    });
}

/** The form field: text in the studio, the parsed list on the server (both pass through here). */
export const splitsField = z.preprocess((value) => (typeof value === "string" ? parseSplitLines(value) : value), revenueSplitsSchema);
