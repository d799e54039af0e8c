import { describe, expect, it } from "vitest";
import { TIER_MESSAGES } from "./messages.ts";
import { coverageEnd, coverageStart, tierPeriods, type Period } from "./periods.ts";
import {
  benefitLines,
  membershipFrom,
  membershipStateText,
  membershipStatus,
  publishingUnlockedUntil,
  quoteTier,
  tierSubjectOf,
  type Membership,
  type TierEvent,
} from "./tiers.ts";

// The edges of the grant rules (who holds what, from when to when), one rule per test and every
// call inside a test: mutation testing (decision 0022) found each of these unasserted.
const DAY = 24 * 60 * 60 * 1000;
const WBE3 = 10n ** 18n;
const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * DAY);
const span = (from: number, until: number): Period => ({ from: at(from), until: at(until) });
type Tier = "trial" | "basic" | "pro";
const order = (day: number, tier: Tier, change: TierEvent["subject"]["change"], stated?: [number, number]): TierEvent => ({
  subject: { tier, change },
  at: at(day),
  ...(stated ? { period: span(...stated) } : {}),
});

describe("coverageEnd", () => {
  it("counts a period from its first instant and not at its end", () => {
    expect(coverageEnd([span(0, 10)], at(0))).toEqual(at(10));
    expect(coverageEnd([span(0, 10)], at(10))).toBeNull();
    expect(coverageEnd([span(5, 10)], at(4))).toBeNull();
  });

  it("follows periods that touch, in any order, but not across a gap", () => {
    expect(coverageEnd([span(20, 30), span(10, 20), span(0, 10)], at(5))).toEqual(at(30));
    expect(coverageEnd([span(0, 10), span(20, 30)], at(5))).toEqual(at(10));
    expect(coverageEnd([span(0, 10), span(2, 5)], at(3))).toEqual(at(10));
  });
});

describe("coverageStart", () => {
  it("goes back through periods that touch, in any order, but not across a gap", () => {
    const last = span(20, 30);
    expect(coverageStart([span(0, 10), span(10, 20), last], last)).toEqual(at(0));
    expect(coverageStart([span(0, 9), span(10, 20), last], last)).toEqual(at(10));
    expect(coverageStart([last], last)).toEqual(at(20));
  });
});

describe("tierPeriods (orders that state no period)", () => {
  it("is empty without orders", () => {
    expect(tierPeriods([])).toEqual([]);
  });

  it("never extends a trial: a second one runs from its own start", () => {
    const periods = tierPeriods([order(0, "trial", "trial"), order(1, "trial", "trial")]);
    expect(periods.map((p) => [p.from, p.until])).toEqual([
      [at(0), at(3)],
      [at(1), at(4)],
    ]);
  });

  it("renews from the end only while the same tier runs at the payment, from its very first instant", () => {
    const same = tierPeriods([order(0, "basic", "start"), order(0, "basic", "renew")]);
    expect(same[1]).toEqual({ tier: "basic", ...span(365, 730) });
    // Basic ended at day 100, Pro runs: a Basic renewal then starts at its payment.
    const ended = tierPeriods([order(0, "basic", "start", [0, 100]), order(50, "pro", "start", [50, 200]), order(100, "basic", "renew")]);
    expect(ended[2]).toEqual({ tier: "basic", ...span(100, 465) });
    // A Basic that has not begun yet does not run either.
    const ahead = tierPeriods([order(0, "pro", "start", [0, 300]), order(1, "basic", "renew", [300, 665]), order(100, "basic", "renew")]);
    expect(ahead[2]).toEqual({ tier: "basic", ...span(100, 465) });
  });

  it("starts a year at the payment when nothing runs", () => {
    expect(tierPeriods([order(0, "basic", "start"), order(400, "pro", "start")])[1]).toEqual({ tier: "pro", ...span(400, 765) });
  });
});

describe("membershipFrom", () => {
  it("has used no trial with paid tiers only", () => {
    expect(membershipFrom([order(0, "basic", "start")], at(1)).trialUsed).toBe(false);
  });

  it("runs a stated period from its first instant to just before its end, then shows it ended", () => {
    const events = [order(0, "basic", "start", [10, 375])];
    expect(membershipFrom(events, at(5))).toEqual({ tier: null, startedAt: null, expiresAt: null, trialUsed: false });
    expect(membershipFrom(events, at(10))).toEqual({ tier: "basic", startedAt: at(10), expiresAt: at(375), trialUsed: false });
    expect(membershipFrom(events, at(375))).toEqual({ tier: "basic", startedAt: at(10), expiresAt: at(375), trialUsed: false });
  });

  it("shows the latest period that ended, not one still to come", () => {
    const events = [order(0, "basic", "start", [0, 365]), order(1, "pro", "start", [400, 765])];
    expect(membershipFrom(events, at(380))).toMatchObject({ tier: "basic", expiresAt: at(365) });
  });

  it("is the highest tier running, whatever the order of the periods", () => {
    const events = [order(0, "pro", "start", [0, 365]), order(1, "basic", "start", [1, 366])];
    expect(membershipFrom(events, at(10))).toMatchObject({ tier: "pro", startedAt: at(0), expiresAt: at(366) });
  });
});

describe("membershipStatus", () => {
  it("is none without a tier or without an expiry", () => {
    const none = { state: "none", level: "none", daysLeft: 0 };
    const never: Membership = { tier: null, startedAt: null, expiresAt: null, trialUsed: false };
    expect(membershipStatus(never, at(0))).toEqual(none);
    expect(membershipStatus({ ...never, expiresAt: at(10) }, at(0))).toEqual(none);
    expect(membershipStatus({ ...never, tier: "basic" }, at(0))).toEqual(none);
  });

  it("writes no membership and active plainly", () => {
    expect(membershipStateText("none", 0)).toBe("No membership");
    expect(membershipStateText("active", 100)).toBe("Active");
  });
});

describe("quoteTier", () => {
  const running = (tier: Tier): Membership => ({ tier, startedAt: at(0), expiresAt: at(365), trialUsed: false });

  it("renews a running Pro at the full price from its end", () => {
    expect(quoteTier("pro", running("pro"), at(100))).toEqual({
      ok: true,
      subject: { tier: "pro", change: "renew" },
      amount: 999n * WBE3,
      period: span(365, 730),
    });
  });

  it("starts a year now when nothing runs, and refuses Basic over a running Pro", () => {
    const none: Membership = { tier: null, startedAt: null, expiresAt: null, trialUsed: true };
    expect(quoteTier("basic", none, at(0))).toEqual({
      ok: true,
      subject: { tier: "basic", change: "start" },
      amount: 120n * WBE3,
      period: span(0, 365),
    });
    expect(quoteTier("basic", running("pro"), at(1))).toEqual({ ok: false, reason: TIER_MESSAGES.proRunning("2027-01-01") });
  });
});

describe("publishingUnlockedUntil", () => {
  it("keeps the latest end whatever order the stated periods come in", () => {
    expect(
      publishingUnlockedUntil([
        { at: at(0), period: span(0, 730) },
        { at: at(100), period: span(100, 465) },
      ]),
    ).toEqual(at(730));
  });
});

describe("benefitLines", () => {
  it("lists a fan's benefits, unlimited follows with Pro", () => {
    expect(benefitLines("none", "fan")).toEqual([
      "Follow up to 25 artists",
      "Buy in the marketplace and the artists' stores",
      "WBE3 Radio and your vault",
    ]);
    expect(benefitLines("pro", "fan")[0]).toBe("Follow unlimited artists");
  });

  it("lists an artist's limits, unlimited ones said so", () => {
    expect(benefitLines("basic", "artist")).toEqual([
      "100 uploads per month",
      "25 store products",
      "Book publishing with the unlock (198 WBE3 per year)",
      "Follow up to 500 artists",
    ]);
    expect(benefitLines("pro", "artist")).toEqual([
      "Unlimited uploads per month",
      "200 store products",
      "Book publishing included",
      "Follow unlimited artists",
    ]);
  });
});

describe("a stored order subject read back as a tier subject", () => {
  it("keeps a known tier and change, and nothing else", () => {
    expect(tierSubjectOf({ tier: "pro", change: "upgrade", extra: 1 })).toEqual({ tier: "pro", change: "upgrade" });
    expect(tierSubjectOf({ tier: "trial", change: "trial" })).toEqual({ tier: "trial", change: "trial" });
  });

  it("is null for no subject, an unknown tier or an unknown change", () => {
    expect(tierSubjectOf(null)).toBeNull();
    expect(tierSubjectOf({ tier: "gold", change: "start" })).toBeNull();
    expect(tierSubjectOf({ tier: "basic", change: "gift" })).toBeNull();
    expect(tierSubjectOf({ change: "start" })).toBeNull();
    expect(tierSubjectOf({ tier: "basic" })).toBeNull();
  });
});
