import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@wbe3/db";
import type { ApiErrorBody } from "@wbe3/domain";
import { parseEnv } from "../env.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { forwardedClient } from "./rate-limit.ts";
import { inOneRateWindow } from "../test/one-rate-window.ts";

// Issue #9 point 5: behind a proxy the client address is the one our proxies wrote.
describe("forwardedClient", () => {
  it("takes the entry the configured number of hops from the right", () => {
    expect(forwardedClient("6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("6.6.6.6, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(forwardedClient(" 203.0.113.7 ", 1)).toBe("203.0.113.7");
  });

  it("ignores the header without trusted hops and when fewer proxies wrote it than configured", () => {
    expect(forwardedClient("203.0.113.7", 0)).toBeUndefined();
    expect(forwardedClient("203.0.113.7", 2)).toBeUndefined();
    expect(forwardedClient(undefined, 1)).toBeUndefined();
  });

  it("reads TRUST_PROXY as a hop count, true meaning one", () => {
    expect(parseEnv({}).trustProxy).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY must be the number of trusted proxy hops/);
    expect(() => parseEnv({ TRUST_PROXY: "11" })).toThrow(/TRUST_PROXY must be the number of trusted proxy hops/);
  });
});

describe("the auth rate limit behind proxies", () => {
  let oneHop: TestApp;
  let twoHops: TestApp;
  beforeAll(async () => {
    oneHop = await createTestApp({ seed: false, env: { TRUST_PROXY: "true", AUTH_RATE_LIMIT: "3" } });
    twoHops = await createTestApp({ seed: false, env: { TRUST_PROXY: "2", AUTH_RATE_LIMIT: "3" } });
  });
  afterAll(async () => {
    await oneHop.close();
    await twoHops.close();
  });

  const nonce = (t: TestApp, forwardedFor: string) => t.request("/api/auth/nonce", { headers: { "x-forwarded-for": forwardedFor } });

  it("is not reset by rotating the client-chosen part of X-Forwarded-For", async () => {
    await inOneRateWindow(async () => {
      for (let i = 1; i <= 3; i++) expect((await nonce(oneHop, `198.51.100.${i}, 203.0.113.7`)).status).toBe(200);
      const limited = await nonce(oneHop, "198.51.100.99, 203.0.113.7");
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as ApiErrorBody).error.code).toBe("rate_limited");
      // Another client behind the same proxy has its own count.
      expect((await nonce(oneHop, "198.51.100.1, 203.0.113.8")).status).toBe(200);
    });
  });

  it("with two hops counts the address the outer proxy saw", async () => {
    await inOneRateWindow(async () => {
      for (let i = 1; i <= 3; i++) expect((await nonce(twoHops, `spoof-${i}, 203.0.113.7, 10.0.0.${i}`)).status).toBe(200);
      expect((await nonce(twoHops, "spoof-4, 203.0.113.7, 10.0.0.9")).status).toBe(429);
      const keys = (await twoHops.db.select().from(rateLimits)).map((row) => row.key);
      expect(keys).toEqual(["auth:203.0.113.7"]);
    });
  });
});
