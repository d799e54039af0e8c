import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FALLBACK_PRICE_SOURCE, TOKEN_PRICE_FALLBACK_USD, type TokenPrice } from "@wbe3/domain";
import type { TokenPriceProvider } from "../../adapters/price/provider.ts";
import { createApp } from "../../app.ts";
import { createLogger } from "../../lib/logger.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createTokenPriceService } from "./service.ts";

/** A price service that answers what the test says and counts how often it was asked. */
function scriptedPrice(source = "dex") {
  const state = { calls: 0, next: (): Promise<number> => Promise.resolve(0.0051) };
  const provider: TokenPriceProvider = {
    source,
    usdPrice: () => {
      state.calls += 1;
      return state.next();
    },
  };
  return { provider, state };
}

const failing = () => Promise.reject(new Error("price service down"));
const silent = createLogger("silent");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

type App = ReturnType<typeof createApp>;

/** An app of its own per case: the price cache lives as long as the app. */
function appWith(provider?: TokenPriceProvider): App {
  return provider ? createApp({ ...t.deps, tokenPrice: provider }) : t.app;
}

async function getPrice(app: App): Promise<TokenPrice> {
  const res = await app.request("/api/token/price");
  expect(res.status).toBe(200);
  return (await res.json()) as TokenPrice;
}

describe("GET /api/token/price", () => {
  it("answers the local sandbox's fixed price by default, named so the UI can label it", async () => {
    const app = appWith();
    const price = await getPrice(app);
    expect(price).toMatchObject({ usd: TOKEN_PRICE_FALLBACK_USD, source: "sandbox", estimate: false });
    expect(Number.isNaN(Date.parse(price.updatedAt))).toBe(false);
  });

  it("asks the price service once for two requests within 30 s", async () => {
    const { provider, state } = scriptedPrice();
    const app = appWith(provider);
    const first = await getPrice(app);
    const second = await getPrice(app);
    expect(state.calls).toBe(1);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ usd: 0.0051, source: "dex", estimate: false });
  });

  it("lets requests that arrive during a refresh share one call to the service", async () => {
    const { provider, state } = scriptedPrice();
    let release: (usd: number) => void = () => undefined;
    state.next = () => new Promise((resolve) => (release = resolve));
    const app = appWith(provider);
    const pending = Array.from({ length: 5 }, () => getPrice(app));
    await expect.poll(() => state.calls).toBe(1);
    release(0.0061);
    const answers = await Promise.all(pending);
    expect(state.calls).toBe(1);
    expect(new Set(answers.map((answer) => answer.usd))).toEqual(new Set([0.0061]));
  });

  it("answers the fallback, flagged as an estimate, when the service fails and no price is known", async () => {
    const { provider, state } = scriptedPrice();
    state.next = failing;
    const app = appWith(provider);
    expect(await getPrice(app)).toMatchObject({ usd: 0.0045, source: FALLBACK_PRICE_SOURCE, estimate: true });
    // The failure is kept for the cache's lifetime too: a failing service is not asked on every request.
    await getPrice(app);
    expect(state.calls).toBe(1);
  });
});

describe("the token price cache", () => {
  function serviceAt(provider: TokenPriceProvider) {
    const clock = { now: Date.parse("2026-03-01T12:00:00Z") };
    return { service: createTokenPriceService(provider, silent, () => clock.now), clock };
  }

  it("asks again once 30 s have passed", async () => {
    const { provider, state } = scriptedPrice();
    const { service, clock } = serviceAt(provider);
    await service.current();
    clock.now += 29_999;
    await service.current();
    expect(state.calls).toBe(1);
    clock.now += 1;
    state.next = () => Promise.resolve(0.0052);
    expect(await service.current()).toMatchObject({ usd: 0.0052, updatedAt: "2026-03-01T12:00:30.000Z" });
    expect(state.calls).toBe(2);
  });

  it("keeps showing the last real price for a few minutes while the service fails, then the estimate", async () => {
    const { provider, state } = scriptedPrice();
    const { service, clock } = serviceAt(provider);
    const good = await service.current();
    state.next = failing;

    clock.now += 60_000;
    expect(await service.current()).toEqual(good);
    clock.now += 4 * 60_000 - 1;
    expect(await service.current()).toEqual(good);

    clock.now += 60_000;
    expect(await service.current()).toEqual({
      usd: TOKEN_PRICE_FALLBACK_USD,
      source: FALLBACK_PRICE_SOURCE,
      updatedAt: new Date(clock.now).toISOString(),
      estimate: true,
    });

    // Back to a real price as soon as the service answers again.
    clock.now += 30_000;
    state.next = () => Promise.resolve(0.0049);
    expect(await service.current()).toMatchObject({ usd: 0.0049, estimate: false });
  });
});
