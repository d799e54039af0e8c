import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("names the database driver in use", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "ok",
      db: process.env.TEST_DB === "postgres" ? "postgres" : "pglite",
    });
  });

  it("answers 503 unavailable naming the chain when the chain's node does not answer", async () => {
    const chain = t.deps.chain;
    t.deps.chain = { ...chain, rpcUrl: "http://127.0.0.1:9" };
    try {
      const res = await t.request("/api/health");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: {
          code: "unavailable",
          reason: "unavailable",
          message: `Local chain ${chain.chainId} is not answering right now. Please try again shortly.`,
        },
      });
    } finally {
      t.deps.chain = chain;
    }
  });
});
