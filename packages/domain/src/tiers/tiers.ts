import { tierById, WBE3_DECIMALS, type TierId } from "../shared/constants.ts";
import { TIER_MESSAGES } from "./messages.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
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

/** What a tier order bought, stored with the order. */
export interface TierSubject {
  tier: TierId;
  change: TierChange;
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
  at: Date;
}

/** The membership the completed tier orders add up to (null fields: never had one). */
export interface Membership {
  tier: TierId | null;
  startedAt: Date | null;
  expiresAt: Date | null;
  trialUsed: boolean;
}

/**
 * Replays the completed tier orders, oldest first: the trial runs 3 days; a paid year starts at
 * the payment, or at the running membership's expiry when it renews the same tier (or follows the
 * trial, which it replaces); an upgrade makes the running Basic a Pro until the same expiry.
 */
export function membershipFrom(events: readonly TierEvent[]): Membership {
  let membership: Membership = { tier: null, startedAt: null, expiresAt: null, trialUsed: false };
  for (const { subject, at } of events) {
    const running = membership.expiresAt !== null && membership.expiresAt > at;
    const days = tierById(subject.tier).days;
    if (subject.change === "trial") {
      membership = { tier: "trial", startedAt: at, expiresAt: new Date(at.getTime() + days * DAY_MS), trialUsed: true };
    } else if (subject.change === "upgrade" && running) {
      membership = { ...membership, tier: subject.tier };
    } else {
      const renewing = running && membership.tier === subject.tier && membership.expiresAt;
      const from = renewing ? (membership.expiresAt ?? at) : at;
      membership = {
        tier: subject.tier,
        startedAt: renewing ? membership.startedAt : at,
        expiresAt: new Date(from.getTime() + days * DAY_MS),
        trialUsed: membership.trialUsed,
      };
    }
  }
  return membership;
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

/** What choosing a tier costs now and how it changes the membership, or why it cannot be bought. */
export type TierQuote = { ok: true; subject: TierSubject; amount: bigint } | { ok: false; reason: string };

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
    return { ok: true, subject: { tier, change: "trial" }, amount: 0n };
  }
  const current = running ? membership.tier : null;
  if (tier === "basic" && current === "pro") {
    return { ok: false, reason: TIER_MESSAGES.proRunning(membership.expiresAt?.toISOString().slice(0, 10) ?? "") };
  }
  if (tier === "pro" && current === "basic" && membership.expiresAt) {
    const left = BigInt(daysLeft(membership.expiresAt, now));
    const amount = ((yearPrice("pro") - yearPrice("basic")) * left) / BigInt(tierById("pro").days);
    return { ok: true, subject: { tier, change: "upgrade" }, amount };
  }
  return { ok: true, subject: { tier, change: current === tier ? "renew" : "start" }, amount: yearPrice(tier) };
}

/** Until when book publishing is unlocked by the unlock orders paid at these times (null: never). */
export function publishingUnlockedUntil(paidAt: readonly Date[]): Date | null {
  let until: Date | null = null;
  for (const at of paidAt) {
    const from: Date = until && until > at ? until : at;
    until = new Date(from.getTime() + PUBLISHING_UNLOCK_DAYS * DAY_MS);
  }
  return until;
}
