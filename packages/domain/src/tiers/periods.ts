import { tierById, type TierId } from "../shared/constants.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A stretch of time an order grants: from its start up to (not including) `until`. */
export interface Period {
  from: Date;
  until: Date;
}

/** A membership tier over the period one completed order granted. */
export interface TierPeriod extends Period {
  tier: TierId;
}

/** Which tier wins where periods overlap (an upgrade's Pro over the Basic it upgrades). */
export const TIER_RANK: Record<TierId, number> = { trial: 1, basic: 2, pro: 3 };

/** The tier's own length from `from` (3 days of trial, a year of Basic or Pro). */
export function periodOf(from: Date, tier: TierId): Period {
  return { from, until: new Date(from.getTime() + tierById(tier).days * DAY_MS) };
}

interface CompletedTierOrder {
  subject: { tier: TierId; change: string };
  at: Date;
  period?: Period | undefined;
}

/**
 * The periods completed tier orders granted, oldest first. An order states its period when priced
 * (decision 0020); one completed before that is replayed as it was then: the trial and a new year
 * from the payment, a renewal from the running membership's end, an upgrade until that end.
 */
export function tierPeriods(orders: readonly CompletedTierOrder[]): TierPeriod[] {
  const periods: TierPeriod[] = [];
  for (const { subject, at, period } of orders) {
    if (period) {
      periods.push({ tier: subject.tier, ...period });
      continue;
    }
    const end = coverageEnd(periods, at);
    const running = periods.filter((each) => each.from <= at && at < each.until).map((each) => each.tier);
    if (subject.change === "upgrade" && end) periods.push({ tier: subject.tier, from: at, until: end });
    else if (subject.change !== "trial" && end && running.includes(subject.tier))
      periods.push({ tier: subject.tier, ...periodOf(end, subject.tier) });
    else periods.push({ tier: subject.tier, ...periodOf(at, subject.tier) });
  }
  return periods;
}

/** When the periods running at `at`, and those that follow them without a gap, end (null: none runs then). */
export function coverageEnd(periods: readonly Period[], at: Date): Date | null {
  // Any period running at `at` will do to begin with: every other one running then reaches past
  // its end, so following the periods that do finds the latest end of them all.
  let end = periods.find((period) => period.from <= at && at < period.until)?.until ?? null;
  for (let extended = true; extended && end;) {
    extended = false;
    for (const period of periods) {
      if (period.from <= end && period.until > end) {
        end = period.until;
        extended = true;
      }
    }
  }
  return end;
}

/** When the run of periods without a gap that contains `period` began. */
export function coverageStart(periods: readonly Period[], period: Period): Date {
  let start = period.from;
  for (let extended = true; extended;) {
    extended = false;
    for (const each of periods) {
      if (each.from < start && each.until >= start) {
        start = each.from;
        extended = true;
      }
    }
  }
  return start;
}
