import { tierById, TIER_IDS, WBE3_DECIMALS, type TierId } from "../shared/constants.ts";
import { TIER_MESSAGES } from "./messages.ts";
import { coverageEnd, coverageStart, DAY_MS, periodOf, TIER_RANK, tierPeriods, type Period, type TierPeriod } from "./periods.ts";

const WBE3 = 10n ** BigInt(WBE3_DECIMALS);

/**
 * How a tier order changes a membership (its `subject.change`):
 * - `trial`: the free trial, granted once per account;
 * - `start`: a paid year from the payment (no membership running, or the trial);
 * - `renew`: one more year from the current expiry (same tier);
 * - `upgrade`: Basic → Pro until the current expiry, pro-rated by the days left.
 */
export const TIER_CHANGES = ["trial", "start", "renew", "upgrade"] as const;
export type TierChange = (typeof TIER_CHANGES)[number];

/** What a tier order bought, stored with the order (as its opaque subject, decision 0024). */
export type TierSubject = {
  tier: TierId;
  change: TierChange;
};

/** A stored order subject read back as a tier subject; null when it is not one. */
export function tierSubjectOf(subject: Readonly<Record<string, unknown>> | null): TierSubject | null {
  if (!subject) return null;
  const { tier, change } = subject;
  const known = (TIER_IDS as readonly unknown[]).includes(tier) && (TIER_CHANGES as readonly unknown[]).includes(change);
  return known ? { tier: tier as TierId, change: change as TierChange } : null;
}

/** A paid tier shows "expiring in n days" from this many days before its expiry. */
export const EXPIRING_WITHIN_DAYS = 14;

/** The publishing unlock (SPEC 9): a year of book publishing, included in Pro. */
export const PUBLISHING_UNLOCK_DAYS = 365;

/**
 * What each level gives, per role (written on /tiers and enforced by the server). `none` is an
 * account without a running membership (never chosen, or expired). null: no limit.
 */
export const TIER_LEVELS = ["none", "trial", "basic", "pro"] as const;
export type TierLevel = (typeof TIER_LEVELS)[number];

export interface TierBenefits {
  /** Artists: uploads created per calendar month (UTC). */
  uploadsPerMonth: number | null;
  /** Artists: store products (active, draft or sold out) at once. */
  storeProducts: number;
  /** Artists: book publishing without buying the unlock. */
  publishingIncluded: boolean;
  /** Fans (and artists): artists followed at once. */
  follows: number | null;
}

export const TIER_BENEFITS: Record<TierLevel, TierBenefits> = {
  none: { uploadsPerMonth: 10, storeProducts: 3, publishingIncluded: false, follows: 25 },
  trial: { uploadsPerMonth: 25, storeProducts: 10, publishingIncluded: false, follows: 100 },
  basic: { uploadsPerMonth: 100, storeProducts: 25, publishingIncluded: false, follows: 500 },
  pro: { uploadsPerMonth: null, storeProducts: 200, publishingIncluded: true, follows: null },
};

/** The benefits as the /tiers cards list them, per role. */
export function benefitLines(level: TierLevel, role: "artist" | "fan"): string[] {
  const benefits = TIER_BENEFITS[level];
  const count = (value: number | null, noun: string) => (value === null ? `Unlimited ${noun}` : `${value} ${noun}`);
  if (role === "fan") {
    return [
      `Follow ${benefits.follows === null ? "unlimited artists" : `up to ${benefits.follows} artists`}`,
      "Buy in the marketplace and the artists' stores",
      "WBE3 Radio and your vault",
    ];
  }
  return [
    `${count(benefits.uploadsPerMonth, "uploads")} per month`,
    count(benefits.storeProducts, "store products"),
    benefits.publishingIncluded ? "Book publishing included" : "Book publishing with the unlock (198 WBE3 per year)",
    `Follow ${benefits.follows === null ? "unlimited artists" : `up to ${benefits.follows} artists`}`,
  ];
}

/** A completed tier order as the membership is derived from it. */
export interface TierEvent {
  subject: TierSubject;
  /** When it was paid (or granted). */
  at: Date;
  /** The period the order stated when it was priced (orders before decision 0020 have none). */
  period?: Period | undefined;
}

/** The membership at one moment (null fields: never had one). */
export interface Membership {
  tier: TierId | null;
  startedAt: Date | null;
  expiresAt: Date | null;
  trialUsed: boolean;
}

/**
 * The membership the completed tier orders add up to at `now`: each order grants the period it
 * stated when priced; the highest tier running now is the membership's, and it runs until the
 * periods that follow one another without a gap end.
 */
export function membershipFrom(events: readonly TierEvent[], now: Date): Membership {
  const periods = tierPeriods(events);
  const trialUsed = periods.some((period) => period.tier === "trial");
  const running = periods.filter((period) => period.from <= now && now < period.until);
  if (running.length === 0) {
    const latest = (a: TierPeriod, b: TierPeriod) => b.until.getTime() - a.until.getTime() || TIER_RANK[b.tier] - TIER_RANK[a.tier];
    const ended = periods.filter((period) => period.until <= now).sort(latest)[0];
    return ended
      ? { tier: ended.tier, startedAt: coverageStart(periods, ended), expiresAt: ended.until, trialUsed }
      : { tier: null, startedAt: null, expiresAt: null, trialUsed };
  }
  const top = running.reduce((best, period) => (TIER_RANK[period.tier] > TIER_RANK[best.tier] ? period : best));
  return { tier: top.tier, startedAt: coverageStart(periods, top), expiresAt: coverageEnd(periods, now), trialUsed };
}

export const MEMBERSHIP_STATES = ["none", "trial", "active", "expiring", "expired"] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** Whole days from `now` to `until`, rounded up (a membership ending in 2 hours has 1 day left). */
export function daysLeft(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY_MS));
}

/** The membership's state at `now`, the level its benefits come from, and the days left. */
export function membershipStatus(membership: Membership, now: Date): { state: MembershipState; level: TierLevel; daysLeft: number } {
  const { tier, expiresAt } = membership;
  if (!tier || !expiresAt) return { state: "none", level: "none", daysLeft: 0 };
  if (expiresAt <= now) return { state: "expired", level: "none", daysLeft: 0 };
  const left = daysLeft(expiresAt, now);
  if (tier === "trial") return { state: "trial", level: "trial", daysLeft: left };
  return { state: left <= EXPIRING_WITHIN_DAYS ? "expiring" : "active", level: tier, daysLeft: left };
}

/** The precise line shown for a state (SPEC: trial / active / expiring in n days / expired). */
export function membershipStateText(state: MembershipState, days: number): string {
  const plural = (n: number) => `${n} day${n === 1 ? "" : "s"}`;
  switch (state) {
    case "none":
      return "No membership";
    case "trial":
      return `Free trial: ${plural(days)} left`;
    case "active":
      return "Active";
    case "expiring":
      return `Expiring in ${plural(days)}`;
    case "expired":
      return "Expired";
  }
}

/** What choosing a tier costs now, how it changes the membership and the period it buys, or why it cannot be bought. */
export type TierQuote = { ok: true; subject: TierSubject; amount: bigint; period: Period } | { ok: false; reason: string };

const yearPrice = (tier: TierId): bigint => BigInt(tierById(tier).priceWbe3) * WBE3;

/**
 * The price of choosing `tier` at `now` given the current membership: the trial is free and once;
 * a year costs the tier's price; Basic → Pro costs the price difference for the whole days left
 * (rounded up, so the price holds for the day and a repeated request answers the same order).
 */
export function quoteTier(tier: TierId, membership: Membership, now: Date): TierQuote {
  const { state } = membershipStatus(membership, now);
  const running = state !== "none" && state !== "expired";
  if (tier === "trial") {
    if (membership.trialUsed) return { ok: false, reason: TIER_MESSAGES.trialUsed };
    if (running) return { ok: false, reason: TIER_MESSAGES.hasMembership };
    return { ok: true, subject: { tier, change: "trial" }, amount: 0n, period: periodOf(now, tier) };
  }
  const current = running ? membership.tier : null;
  if (tier === "basic" && current === "pro") {
    return { ok: false, reason: TIER_MESSAGES.proRunning(membership.expiresAt?.toISOString().slice(0, 10) ?? "") };
  }
  if (tier === "pro" && current === "basic" && membership.expiresAt) {
    const left = BigInt(daysLeft(membership.expiresAt, now));
    const amount = ((yearPrice("pro") - yearPrice("basic")) * left) / BigInt(tierById("pro").days);
    return { ok: true, subject: { tier, change: "upgrade" }, amount, period: { from: now, until: membership.expiresAt } };
  }
  if (current === tier && membership.expiresAt) {
    return { ok: true, subject: { tier, change: "renew" }, amount: yearPrice(tier), period: periodOf(membership.expiresAt, tier) };
  }
  return { ok: true, subject: { tier, change: "start" }, amount: yearPrice(tier), period: periodOf(now, tier) };
}

/**
 * Until when book publishing is unlocked by these completed unlock orders (null: never): each grants
 * the period it stated; one without (before decision 0020) a year from its payment or from the
 * running unlock's end.
 */
export function publishingUnlockedUntil(unlocks: readonly { at: Date; period?: Period | undefined }[]): Date | null {
  return unlocks.reduce<Date | null>((until, { at, period }) => {
    const granted: Period = period ?? publishingPeriod(until, at);
    return new Date(Math.max(until?.getTime() ?? 0, granted.until.getTime()));
  }, null);
}

/** The year a publishing unlock bought at `now` runs: from the running unlock's end, or from now. */
export function publishingPeriod(unlockedUntil: Date | null, now: Date): Period {
  const from = new Date(Math.max(unlockedUntil?.getTime() ?? 0, now.getTime()));
  return { from, until: new Date(from.getTime() + PUBLISHING_UNLOCK_DAYS * DAY_MS) };
}
