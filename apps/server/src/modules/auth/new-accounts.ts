import { AppError, TOO_MANY_NEW_ACCOUNTS } from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import { countHit } from "../rate-limits/service.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one new account for the client's network (an IPv4 address or an IPv6 /64) and refuses
 * it with 429 once the network created `perHour` accounts this hour (decision 0021): throwaway
 * wallets and e-mails cannot mint followers or listeners, while signing in to an account that
 * exists is never counted here (only the per-minute sign-in limit applies to it).
 */
export async function admitNewAccount(db: Database, network: string, perHour: number, now = Date.now()): Promise<void> {
  const hit = await countHit(db, `new-accounts:${network}`, HOUR_MS, now);
  if (hit.count > perHour) {
    throw new AppError("rate_limited", TOO_MANY_NEW_ACCOUNTS, {
      reason: "too_many_new_accounts",
      headers: { "Retry-After": String(hit.retryAfterSeconds) },
    });
  }
}
