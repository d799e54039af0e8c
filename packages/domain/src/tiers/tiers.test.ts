import { describe, expect, it } from "vitest";
import { TIER_MESSAGES } from "./messages.ts";
import {
  benefitLines,
  daysLeft,
  membershipFrom,
  membershipStateText,
  membershipStatus,
  publishingPeriod,
  publishingUnlockedUntil,
  quoteTier,
  type TierEvent,
} from "./tiers.ts";

const DAY = 24 * 60 * 60 * 1000;
const WBE3 = 10n ** 18n;
const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * DAY);
const event = (day: number, tier: "trial" | "basic" | "pro", change: TierEvent["subject"]["change"]): TierEvent => ({
  subject: { tier, change },
  at: at(day),
});

const stated = (day: number, tier: "trial" | "basic" | "pro", change: TierEvent["subject"]["change"], from: number, until: number) => ({
  ...event(day, tier, change),
  period: { from: at(from), until: at(until) },
});

describe("membershipFrom (orders completed before they stated a period)", () => {
  it("has nothing before any order", () => {
    expect(membershipFrom([], at(0))).toEqual({ tier: null, startedAt: null, expiresAt: null, trialUsed: false });
  });

  it("runs the trial 3 days, and a paid year bought during it starts at the payment", () => {
    const membership = membershipFrom([event(0, "trial", "trial"), event(1, "basic", "start")], at(2));
    expect(membership).toEqual({ tier: "basic", startedAt: at(0), expiresAt: at(366), trialUsed: true });
  });

  it("renews from the current expiry while running, and from the payment once expired", () => {
    expect(membershipFrom([event(0, "basic", "start"), event(300, "basic", "renew")], at(301)).expiresAt).toEqual(at(730));
    const lapsed = membershipFrom([event(0, "basic", "start"), event(400, "basic", "renew")], at(401));
    expect(lapsed).toMatchObject({ startedAt: at(400), expiresAt: at(765) });
  });

  it("upgrades a running Basic to Pro until the same expiry", () => {
    expect(membershipFrom([event(0, "basic", "start"), event(100, "pro", "upgrade")], at(101))).toMatchObject({
      tier: "pro",
      startedAt: at(0),
      expiresAt: at(365),
    });
  });
});

describe("membershipFrom (orders that state their period)", () => {
  it("grants exactly the stated periods, whenever the order was paid", () => {
    // Basic for a year, then a stale upgrade priced at day 0 for Pro until day 365 and paid at day 200:
    // it grants Pro until day 365, the period it was priced for, not a year from the payment.
    const events = [stated(0, "basic", "start", 0, 365), stated(200, "pro", "upgrade", 0, 365)];
    expect(membershipFrom(events, at(201))).toMatchObject({ tier: "pro", expiresAt: at(365) });
    expect(membershipFrom(events, at(366))).toMatchObject({ tier: "pro", expiresAt: at(365) });
  });

  it("runs Pro until the upgrade's end and the renewed Basic after it", () => {
    const events = [stated(0, "basic", "start", 0, 365), stated(100, "basic", "renew", 365, 730), stated(101, "pro", "upgrade", 101, 365)];
    expect(membershipFrom(events, at(200))).toMatchObject({ tier: "pro", startedAt: at(0), expiresAt: at(730) });
    expect(membershipFrom(events, at(400))).toMatchObject({ tier: "basic", expiresAt: at(730) });
  });

  it("gives nothing for an upgrade whose period ended before it was paid", () => {
    const events = [stated(0, "basic", "start", 0, 365), stated(366, "pro", "upgrade", 364, 365)];
    expect(membershipStatus(membershipFrom(events, at(366)), at(366))).toMatchObject({ state: "expired", level: "none" });
  });
});

describe("membershipStatus", () => {
  const basic = membershipFrom([event(0, "basic", "start")], at(10));

  it("is active, then expiring within 14 days, then expired with no benefits", () => {
    expect(membershipStatus(basic, at(10))).toEqual({ state: "active", level: "basic", daysLeft: 355 });
    expect(membershipStatus(basic, at(351))).toEqual({ state: "expiring", level: "basic", daysLeft: 14 });
    expect(membershipStatus(basic, at(365))).toEqual({ state: "expired", level: "none", daysLeft: 0 });
  });

  it("shows the trial with its days left", () => {
    const trial = membershipFrom([event(0, "trial", "trial")], at(1));
    expect(membershipStatus(trial, new Date(at(1).getTime() + 1))).toEqual({ state: "trial", level: "trial", daysLeft: 2 });
  });

  it("writes each state precisely", () => {
    expect(membershipStateText("expiring", 1)).toBe("Expiring in 1 day");
    expect(membershipStateText("expiring", 5)).toBe("Expiring in 5 days");
    expect(membershipStateText("trial", 3)).toBe("Free trial: 3 days left");
    expect(membershipStateText("expired", 0)).toBe("Expired");
  });

  it("counts a part of a day as a day left", () => {
    expect(daysLeft(new Date(at(1).getTime() + 1), at(1))).toBe(1);
  });
});

describe("quoteTier", () => {
  const basic = membershipFrom([event(0, "basic", "start")], at(10));

  it("prices the trial at 0 once, and never over a running membership", () => {
    expect(quoteTier("trial", membershipFrom([], at(0)), at(0))).toEqual({
      ok: true,
      subject: { tier: "trial", change: "trial" },
      amount: 0n,
      period: { from: at(0), until: at(3) },
    });
    expect(quoteTier("trial", membershipFrom([event(0, "trial", "trial")], at(10)), at(10))).toEqual({
      ok: false,
      reason: TIER_MESSAGES.trialUsed,
    });
    expect(quoteTier("trial", basic, at(10))).toEqual({ ok: false, reason: TIER_MESSAGES.hasMembership });
  });

  it("pro-rates Basic → Pro by the whole days left, for Pro until Basic's end", () => {
    // 100 days left of 365: the 879 WBE3 difference × 100 / 365, in base units.
    expect(quoteTier("pro", membershipFrom([event(0, "basic", "start")], at(265)), at(265))).toEqual({
      ok: true,
      subject: { tier: "pro", change: "upgrade" },
      amount: (879n * WBE3 * 100n) / 365n,
      period: { from: at(265), until: at(365) },
    });
  });

  it("renews the same tier at full price, starts anew once expired, and refuses Basic over a running Pro", () => {
    expect(quoteTier("basic", basic, at(10))).toMatchObject({
      subject: { change: "renew" },
      amount: 120n * WBE3,
      period: { from: at(365), until: at(730) },
    });
    const lapsed = membershipFrom([event(0, "basic", "start")], at(400));
    expect(quoteTier("pro", lapsed, at(400))).toMatchObject({
      subject: { change: "start" },
      amount: 999n * WBE3,
      period: { from: at(400), until: at(765) },
    });
    const pro = membershipFrom([event(0, "pro", "start")], at(10));
    expect(quoteTier("basic", pro, at(10))).toEqual({ ok: false, reason: TIER_MESSAGES.proRunning("2027-01-01") });
  });
});

describe("publishingUnlockedUntil", () => {
  it("runs a year from the payment, extended from the running unlock by a second one", () => {
    expect(publishingUnlockedUntil([])).toBeNull();
    expect(publishingUnlockedUntil([{ at: at(0) }, { at: at(100) }])).toEqual(at(730));
    expect(publishingUnlockedUntil([{ at: at(0) }, { at: at(400) }])).toEqual(at(765));
  });

  it("grants the period an unlock stated, and prices the next from the running one's end", () => {
    expect(publishingUnlockedUntil([{ at: at(50), period: { from: at(0), until: at(365) } }])).toEqual(at(365));
    expect(publishingPeriod(at(365), at(100))).toEqual({ from: at(365), until: at(730) });
    expect(publishingPeriod(at(365), at(400))).toEqual({ from: at(400), until: at(765) });
  });
});

describe("benefitLines", () => {
  it("writes each level's benefits for artists and fans", () => {
    expect(benefitLines("pro", "artist")).toEqual([
      "Unlimited uploads per month",
      "200 store products",
      "Book publishing included",
      "Follow unlimited artists",
    ]);
    expect(benefitLines("trial", "fan")[0]).toBe("Follow up to 100 artists");
  });
});
