import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createWalletClient, http, parseEther } from "viem";
import { localChain } from "@wbe3/contracts/local-chain";
import type { ApiErrorBody } from "@wbe3/domain";
import { connectChain, type ConnectedChain } from "./chain-setup.ts";
import { testAccount } from "./test/auth-helpers.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";
import { textContaining } from "./test/matchers.ts";
import { createLogger } from "./lib/logger.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-chain-setup-"));
let connected: ConnectedChain | undefined;
let t: TestApp | undefined;
afterAll(async () => {
  await connected?.stop();
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the local chain dying under a running server", () => {
  it("shows in /api/health as 503 naming the chain, and the chain is started again with what was saved", async () => {
    const afterRestart = vi.fn(() => Promise.resolve());
    const chainEnv = {
      mode: "local",
      chainId: 31337,
      anvilPort: 0,
      confirmations: 1,
      publicRpcUrl: "/api/rpc",
      explorerUrl: undefined,
    } as const;
    // A second's pause before the restart leaves a window to see the outage in.
    connected = await connectChain(chainEnv, dataDir, createLogger("silent"), { afterRestart, restartDelaysMs: [1_000] });
    const { chain } = connected;
    t = await createTestApp({ seed: false });
    t.deps.chain = chain;
    expect((await t.request("/api/health")).status).toBe(200);

    const [payer, payee] = [testAccount(3), testAccount(4)];
    const wallet = createWalletClient({ account: payer, chain: localChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) });
    const hash = await wallet.sendTransaction({ to: payee.address, value: parseEther("7") });
    await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const balance = await chain.client.getBalance({ address: payee.address });
    await chain.persistState?.(); // what the server does before acknowledging

    const { pid } = JSON.parse(readFileSync(path.join(dataDir, "chain", "anvil.pid"), "utf8")) as { pid: number };
    process.kill(pid, "SIGKILL");
    await vi.waitFor(() => expect(isAlive(pid)).toBe(false));
    const down = await t.request("/api/health");
    expect(down.status).toBe(503);
    expect(((await down.json()) as ApiErrorBody).error).toEqual({
      code: "unavailable",
      reason: "unavailable",
      message: textContaining("Local chain 31337"),
    });

    await vi.waitFor(() => expect(afterRestart).toHaveBeenCalledTimes(1), { timeout: 20_000, interval: 100 });
    expect((await t.request("/api/health")).status).toBe(200);
    expect(await chain.client.getBalance({ address: payee.address, blockTag: "latest" })).toBe(balance);
    const { pid: newPid } = JSON.parse(readFileSync(path.join(dataDir, "chain", "anvil.pid"), "utf8")) as { pid: number };
    expect(newPid).not.toBe(pid);
  });
});
