import { vi } from "vitest";

/**
 * Runs `burst` with the clock held in the middle of one fixed rate-limit window (a minute by
 * default), so a test that spends a budget and expects the next request refused never straddles
 * two windows, however slowly a busy machine runs it. Only `Date` is held: timers run as usual.
 */
export async function inOneRateWindow<T>(burst: () => Promise<T>, windowMs = 60_000): Promise<T> {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"], now: now - (now % windowMs) + windowMs / 2 });
  try {
    return await burst();
  } finally {
    vi.useRealTimers();
  }
}
