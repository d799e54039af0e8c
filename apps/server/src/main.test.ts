import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPublicClient, createWalletClient, http, parseEther } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { localChain } from "@wbe3/contracts/local-chain";
import { isAlive, killStartedMains, startMain } from "./test/main-process.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-main-"));
afterAll(() => {
  killStartedMains();
  rmSync(dataDir, { recursive: true, force: true });
});

// Accounts the server itself never sends from (it deploys and mints from the first).
const [payer, payee] = devAccounts(9).slice(7);
if (!payer || !payee) throw new Error("no dev accounts");
const clientOf = (rpcUrl: string) => createPublicClient({ chain: localChain(31337, rpcUrl), transport: http(rpcUrl) });

describe.skipIf(process.env.TEST_DB === "postgres")("npm start stopped with Ctrl-C", () => {
  it("keeps a transaction sent straight to the chain, as a wallet sends it, across the restart", { timeout: 300_000 }, async () => {
    const first = await startMain(dataDir);
    const wallet = createWalletClient({ account: payer, chain: localChain(31337, first.rpcUrl), transport: http(first.rpcUrl) });
    const hash = await wallet.sendTransaction({ to: payee.address, value: parseEther("3") });
    await clientOf(first.rpcUrl).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const balance = await clientOf(first.rpcUrl).getBalance({ address: payee.address });

    // The terminal signals the whole group at once: the server, and (before) the chain with it.
    process.kill(-first.pid, "SIGINT");
    expect(await first.exited).toBe(0);
    expect(isAlive(first.anvilPid)).toBe(false);

    const second = await startMain(dataDir);
    try {
      expect(await clientOf(second.rpcUrl).getTransactionReceipt({ hash })).toMatchObject({ status: "success" });
      expect(await clientOf(second.rpcUrl).getBalance({ address: payee.address })).toBe(balance);
    } finally {
      process.kill(-second.pid, "SIGTERM");
      expect(await second.exited).toBe(0);
    }
  });
});
