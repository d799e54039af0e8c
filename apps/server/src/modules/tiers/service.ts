import type { Database } from "@wbe3/db";
import {
  AppError,
  membershipFrom,
  membershipStateText,
  membershipStatus,
  PUBLISHING_UNLOCK,
  publishingPeriod,
  publishingUnlockedUntil,
  quoteTier,
  TIER_BENEFITS,
  TIER_IDS,
  TIER_MESSAGES,
  tierById,
  WBE3_DECIMALS,
  type Checkout,
  type Membership,
  type MembershipView,
  type SessionUser,
  PUBLISHING_UNLOCK_ORDER_KIND,
  TIER_ORDER_KIND,
  tierSubjectOf,
  type TierBenefits,
  type TierId,
  type TierLevel,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { completedOrders, createPaymentOrder, grantFreeOrder } from "../commerce/service.ts";

/** The membership the user's completed tier orders add up to at `now`, and the last of them (what a new price is based on). */
async function membershipAt(db: Database, userId: string, now: Date): Promise<{ membership: Membership; basis: string | null }> {
  const orders = await completedOrders(db, userId, TIER_ORDER_KIND);
  const events = orders.flatMap((order) => {
    const subject = tierSubjectOf(order.subject);
    return subject ? [{ subject, at: order.completedAt, period: order.period }] : [];
  });
  return { membership: membershipFrom(events, now), basis: orders.at(-1)?.id ?? null };
}

async function membershipOf(db: Database, userId: string, now: Date): Promise<Membership> {
  return (await membershipAt(db, userId, now)).membership;
}

/** Until when book publishing is unlocked, and the last unlock order (what a new price is based on). */
async function publishingAt(db: Database, userId: string): Promise<{ until: Date | null; basis: string | null }> {
  const unlocks = await completedOrders(db, userId, PUBLISHING_UNLOCK_ORDER_KIND);
  return {
    until: publishingUnlockedUntil(unlocks.map((order) => ({ at: order.completedAt, period: order.period }))),
    basis: unlocks.at(-1)?.id ?? null,
  };
}

async function publishingUntil(db: Database, userId: string): Promise<Date | null> {
  return (await publishingAt(db, userId)).until;
}

/** The level the user's benefits come from right now ("none": nothing running). */
export async function tierLevelOf(db: Database, userId: string, now = new Date()): Promise<TierLevel> {
  return membershipStatus(await membershipOf(db, userId, now), now).level;
}

/** What the user's tier allows right now (other areas enforce these: uploads, store, follows). */
export async function tierBenefitsOf(db: Database, userId: string, now = new Date()): Promise<TierBenefits> {
  return TIER_BENEFITS[await tierLevelOf(db, userId, now)];
}

/** Whether the user may publish books now: Pro includes it, or a publishing unlock is running. */
export async function publishingAllowed(db: Database, userId: string, now = new Date()): Promise<boolean> {
  const [level, until] = await Promise.all([tierLevelOf(db, userId, now), publishingUntil(db, userId)]);
  return TIER_BENEFITS[level].publishingIncluded || (until !== null && until.getTime() > now.getTime());
}

/** `GET /api/tiers/me`. */
export async function myMembership(db: Database, user: SessionUser, now = new Date()): Promise<MembershipView> {
  const [membership, unlockedUntil] = await Promise.all([membershipOf(db, user.id, now), publishingUntil(db, user.id)]);
  const status = membershipStatus(membership, now);
  const benefits = TIER_BENEFITS[status.level];
  const unlocked = unlockedUntil !== null && unlockedUntil.getTime() > now.getTime();
  return {
    tier: membership.tier,
    state: status.state,
    stateText: membershipStateText(status.state, status.daysLeft),
    level: status.level,
    startedAt: membership.startedAt?.toISOString() ?? null,
    expiresAt: membership.expiresAt?.toISOString() ?? null,
    daysLeft: status.daysLeft,
    trialUsed: membership.trialUsed,
    benefits,
    options: TIER_IDS.map((tier) => {
      const quote = quoteTier(tier, membership, now);
      return quote.ok
        ? { tier, available: true, amount: quote.amount.toString(), change: quote.subject.change, reason: null }
        : { tier, available: false, amount: "0", change: null, reason: quote.reason };
    }),
    publishing: {
      included: benefits.publishingIncluded,
      unlockedUntil: unlocked ? unlockedUntil.toISOString() : null,
      allowed: benefits.publishingIncluded || unlocked,
    },
  };
}

function orderTitle(tier: TierId, change: string): string {
  const label = tierById(tier).label;
  if (change === "trial") return `${label} (${tierById(tier).days} days)`;
  if (change === "upgrade") return `Upgrade to ${label} until your renewal date`;
  return `${label} membership, 1 year${change === "renew" ? " (renewal)" : ""}`;
}

/**
 * `POST /api/tiers/subscriptions`: the trial is granted at once (no calls, once per account);
 * Basic and Pro answer an order to pay, priced from the membership as it is now.
 */
export async function subscribe(db: Database, chain: Chain, user: SessionUser, tier: TierId, now = new Date()): Promise<Checkout> {
  const { membership, basis } = await membershipAt(db, user.id, now);
  const quote = quoteTier(tier, membership, now);
  if (!quote.ok) throw new AppError("conflict", quote.reason);
  const title = orderTitle(tier, quote.subject.change);
  const { subject, period } = quote;
  if (subject.change === "trial") return grantFreeOrder(db, chain.chainId, user, { kind: TIER_ORDER_KIND, title, subject, period, basis });
  return createPaymentOrder(db, chain, user, { kind: TIER_ORDER_KIND, title, amount: quote.amount, subject, period, basis });
}

/** `POST /api/artist/publishing/unlock`: a year of book publishing for 198 WBE3 (a running unlock extends). */
export async function unlockPublishing(db: Database, chain: Chain, user: SessionUser, now = new Date()): Promise<Checkout> {
  if (TIER_BENEFITS[await tierLevelOf(db, user.id, now)].publishingIncluded) {
    throw new AppError("conflict", TIER_MESSAGES.proIncludesPublishing);
  }
  const amount = BigInt(PUBLISHING_UNLOCK.wbe3) * 10n ** BigInt(WBE3_DECIMALS);
  const { until, basis } = await publishingAt(db, user.id);
  const period = publishingPeriod(until, now);
  return createPaymentOrder(db, chain, user, {
    kind: PUBLISHING_UNLOCK_ORDER_KIND,
    title: "Book publishing, 1 year",
    amount,
    period,
    basis,
  });
}
