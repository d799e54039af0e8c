import { MEMBERSHIP_CHANGED } from "../commerce/messages.ts";
import type { SellingArea } from "../selling/types.ts";
import { TIER_MESSAGES } from "./messages.ts";

/** A membership order: its subject says which tier and how (start, renew, upgrade, trial). */
export const TIER_ORDER_KIND = "tier";
/** A year of book publishing without Pro. */
export const PUBLISHING_UNLOCK_ORDER_KIND = "publishing_unlock";

/** Tiers sell memberships (the trial free, once per account) and the publishing unlock. */
export const TIERS_SELLING: SellingArea = {
  area: "tiers",
  orderKinds: [
    {
      kind: TIER_ORDER_KIND,
      label: "Membership",
      // One membership per account: a price computed from the membership before a renewal or an
      // upgrade completed no longer holds (decision 0020).
      sequence: "series",
      changed: { message: MEMBERSHIP_CHANGED, reason: "membership_changed" },
      freeGrantUsed: TIER_MESSAGES.trialUsed,
      grantLevel: (subject) => (typeof subject?.tier === "string" ? subject.tier : TIER_ORDER_KIND),
    },
    {
      kind: PUBLISHING_UNLOCK_ORDER_KIND,
      label: "Publishing unlock",
      sequence: "series",
      changed: { message: TIER_MESSAGES.unlockChanged, reason: "publishing_unlock_changed" },
    },
  ],
};
