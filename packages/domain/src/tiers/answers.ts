import { z } from "zod";
import { TIER_IDS } from "../shared/constants.ts";
import { MEMBERSHIP_STATES, TIER_CHANGES, TIER_LEVELS } from "./tiers.ts";

const wbe3Units = z.string().regex(/^[0-9]+$/);

/** What choosing one tier would do now: its price and change, or why it cannot be chosen. */
export const tierOptionAnswer = z.object({
  tier: z.enum(TIER_IDS),
  available: z.boolean(),
  /** WBE3 base units (pro-rated for an upgrade); "0" for the trial. */
  amount: wbe3Units,
  change: z.enum(TIER_CHANGES).nullable(),
  /** Why it cannot be chosen (null when available). */
  reason: z.string().nullable(),
});
export type TierOption = z.output<typeof tierOptionAnswer>;

export const tierBenefitsAnswer = z.object({
  uploadsPerMonth: z.number().int().nullable(),
  storeProducts: z.number().int(),
  publishingIncluded: z.boolean(),
  follows: z.number().int().nullable(),
});

/** `GET /api/tiers/me`: the membership, its state shown precisely, its benefits and what each choice costs now. */
export const membershipAnswer = z.object({
  tier: z.enum(TIER_IDS).nullable(),
  state: z.enum(MEMBERSHIP_STATES),
  /** "Free trial: 2 days left", "Active", "Expiring in 5 days", "Expired", "No membership". */
  stateText: z.string(),
  /** The level the benefits come from ("none" when nothing runs). */
  level: z.enum(TIER_LEVELS),
  startedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  daysLeft: z.number().int(),
  trialUsed: z.boolean(),
  benefits: tierBenefitsAnswer,
  options: z.array(tierOptionAnswer),
  /** Book publishing: included (Pro) or unlocked until (ISO), else locked. */
  publishing: z.object({ included: z.boolean(), unlockedUntil: z.string().nullable(), allowed: z.boolean() }),
});
export type MembershipView = z.output<typeof membershipAnswer>;
