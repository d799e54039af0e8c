import { describe, expect, it } from "vitest";
import { TIER_MESSAGES } from "./messages.ts";
import {
  benefitLines,
  daysLeft,
  membershipFrom,
  membershipStateText,
  membershipStatus,
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

describe("membershipFrom", () => {
  it("has nothing before any order", () => {
    expect(membershipFrom([])).toEqual({ tier: null, startedAt: null, expiresAt: null, trialUsed: false });
  });

  it("runs the trial 3 days, and a paid year bought during it starts at the payment", () => {
    const membership = membershipFrom([event(0, "trial", "trial"), event(1, "basic", "start")]);
    expect(membership).toEqual({ tier: "basic", startedAt: at(1), expiresAt: at(366), trialUsed: true });
  });

  it("renews from the current expiry while running, and from the payment once expired", () => {
    expect(membershipFrom([event(0, "basic", "start"), event(300, "basic", "renew")]).expiresAt).toEqual(at(730));
    const lapsed = membershipFrom([event(0, "basic", "start"), event(400, "basic", "renew")]);
    expect(lapsed).toMatchObject({ startedAt: at(400), expiresAt: at(765) });
  });

  it("upgrades a running Basic to Pro until the same expiry", () => {
    expect(membershipFrom([event(0, "basic", "start"), event(100, "pro", "upgrade")])).toMatchObject({
      tier: "pro",
      startedAt: at(0),
      expiresAt: at(365),
    });
  });
});

describe("membershipStatus", () => {
  const basic = membershipFrom([event(0, "basic", "start")]);

  it("is active, then expiring within 14 days, then expired with no benefits", () => {
    expect(membershipStatus(basic, at(10))).toEqual({ state: "active", level: "basic", daysLeft: 355 });
    expect(membershipStatus(basic, at(351))).toEqual({ state: "expiring", level: "basic", daysLeft: 14 });
    expect(membershipStatus(basic, at(365))).toEqual({ state: "expired", level: "none", daysLeft: 0 });
  });

  it("shows the trial with its days left", () => {
    const trial = membershipFrom([event(0, "trial", "trial")]);
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
  const basic = membershipFrom([event(0, "basic", "start")]);

  it("prices the trial at 0 once, and never over a running membership", () => {
    expect(quoteTier("trial", membershipFrom([]), at(0))).toEqual({ ok: true, subject: { tier: "trial", change: "trial" }, amount: 0n });
    expect(quoteTier("trial", membershipFrom([event(0, "trial", "trial")]), at(10))).toEqual({
      ok: false,
      reason: TIER_MESSAGES.trialUsed,
    });
    expect(quoteTier("trial", basic, at(10))).toEqual({ ok: false, reason: TIER_MESSAGES.hasMembership });
  });

  it("pro-rates Basic → Pro by the whole days left", () => {
    // 100 days left of 365: the 879 WBE3 difference × 100 / 365, in base units.
    expect(quoteTier("pro", basic, at(265))).toEqual({
      ok: true,
      subject: { tier: "pro", change: "upgrade" },
      amount: (879n * WBE3 * 100n) / 365n,
    });
  });

  it("renews the same tier at full price, starts anew once expired, and refuses Basic over a running Pro", () => {
    expect(quoteTier("basic", basic, at(10))).toMatchObject({ subject: { change: "renew" }, amount: 120n * WBE3 });
    expect(quoteTier("pro", basic, at(400))).toMatchObject({ subject: { change: "start" }, amount: 999n * WBE3 });
    const pro = membershipFrom([event(0, "pro", "start")]);
    expect(quoteTier("basic", pro, at(10))).toEqual({ ok: false, reason: TIER_MESSAGES.proRunning("2027-01-01") });
  });
});

describe("publishingUnlockedUntil", () => {
  it("runs a year from the payment, extended from the running unlock by a second one", () => {
    expect(publishingUnlockedUntil([])).toBeNull();
    expect(publishingUnlockedUntil([at(0), at(100)])).toEqual(at(730));
    expect(publishingUnlockedUntil([at(0), at(400)])).toEqual(at(765));
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
