import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicClient, createWalletClient, http } from "viem";
import { localChain } from "@wbe3/contracts/local-chain";
import type { ApiErrorBody } from "@wbe3/domain";
import { testAccount } from "../../test/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { inOneRateWindow } from "../../test/one-rate-window.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const rpc = (app: TestApp, body: unknown) =>
  app.request("/api/rpc", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("the RPC proxy for the demo wallet", () => {
  it("carries a whole viem send from a local account without one refused call", async () => {
    const seen: { method: string; status: number }[] = [];
    // viem's own HTTP transport, its requests answered by the app in process.
    const transport = http("http://localhost/api/rpc", {
      fetchFn: async (input, init) => {
        const res = await t.app.request(input instanceof Request ? input : String(input), init);
        const body = typeof init?.body === "string" ? (JSON.parse(init.body) as { method: string } | { method: string }[]) : [];
        for (const call of Array.isArray(body) ? body : [body]) seen.push({ method: call.method, status: res.status });
        return res;
      },
    });
    const chain = localChain(t.deps.chain.chainId, "http://localhost/api/rpc");
    const account = testAccount(32);
    const wallet = createWalletClient({ account, chain, transport });
    const hash = await wallet.sendTransaction({ to: account.address, value: 1n });
    const receipt = await createPublicClient({ chain, transport, pollingInterval: 50 }).waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect(seen.map((call) => call.method)).toEqual(
      expect.arrayContaining(["eth_fillTransaction", "eth_sendRawTransaction", "eth_getTransactionReceipt"]),
    );
    expect(seen.filter((call) => call.status !== 200)).toEqual([]);
  });

  it("still refuses node-control methods", async () => {
    const res = await rpc(t, { jsonrpc: "2.0", id: 1, method: "anvil_mine", params: [] });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ApiErrorBody).error.code).toBe("forbidden");
  });
});

describe("the RPC proxy's rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ seed: false, env: { RPC_RATE_LIMIT: "2" } });
  });
  afterAll(() => limited.close());

  it("answers 429 past RPC_RATE_LIMIT calls a minute, and forwards nothing", async () => {
    await inOneRateWindow(async () => {
      const call = { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] };
      expect((await rpc(limited, call)).status).toBe(200);
      expect((await rpc(limited, [call, call])).status).toBe(200);
      const refused = await rpc(limited, call);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as ApiErrorBody).error.code).toBe("rate_limited");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });
});
