import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createPublicClient, createWalletClient, http, parseEther } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { localChain } from "@wbe3/contracts/local-chain";

// The whole server as `npm start` runs it, in a process group of its own as in a terminal: a
// Ctrl-C is a SIGINT to every process of that group at once.
const entry = fileURLToPath(new URL("./main.ts", import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-main-"));
const running = new Set<number>();
afterAll(() => {
  for (const pid of running) process.kill(-pid, "SIGKILL");
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

/** Starts main.ts on DATA_DIR; resolves once it serves, with its process group and the local chain's RPC URL. */
async function startMain() {
  const env = { ...process.env, PORT: "0", ANVIL_PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED_DEMO: "false" };
  const child = spawn(process.execPath, ["--import", tsxLoader, entry], {
    env: { ...env, WEB_DIST: "/nonexistent", DATABASE_URL: undefined, RPC_URL: undefined },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = child.pid ?? 0;
  running.add(pid);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(pid);
      resolve(code);
    }),
  );
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("WBE3 is running at")) resolve();
    });
    void exited.then((code) => reject(new Error(`main.ts exited (${code}) before serving:\n${output}`)));
  });
  const anvil = JSON.parse(readFileSync(path.join(dataDir, "chain", "anvil.pid"), "utf8")) as { pid: number; port: number };
  return { pid, exited, anvilPid: anvil.pid, rpcUrl: `http://127.0.0.1:${anvil.port}` };
}

// Accounts the server itself never sends from (it deploys and mints from the first).
const [payer, payee] = devAccounts(9).slice(7);
if (!payer || !payee) throw new Error("no dev accounts");
const clientOf = (rpcUrl: string) => createPublicClient({ chain: localChain(31337, rpcUrl), transport: http(rpcUrl) });

describe.skipIf(process.env.TEST_DB === "postgres")("npm start stopped with Ctrl-C", () => {
  it("keeps a transaction sent straight to the chain, as a wallet sends it, across the restart", { timeout: 300_000 }, async () => {
    const first = await startMain();
    const wallet = createWalletClient({ account: payer, chain: localChain(31337, first.rpcUrl), transport: http(first.rpcUrl) });
    const hash = await wallet.sendTransaction({ to: payee.address, value: parseEther("3") });
    await clientOf(first.rpcUrl).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const balance = await clientOf(first.rpcUrl).getBalance({ address: payee.address });

    // The terminal signals the whole group at once: the server, and (before) the chain with it.
    process.kill(-first.pid, "SIGINT");
    expect(await first.exited).toBe(0);
    expect(isAlive(first.anvilPid)).toBe(false);

    const second = await startMain();
    try {
      expect(await clientOf(second.rpcUrl).getTransactionReceipt({ hash })).toMatchObject({ status: "success" });
      expect(await clientOf(second.rpcUrl).getBalance({ address: payee.address })).toBe(balance);
    } finally {
      process.kill(-second.pid, "SIGTERM");
      expect(await second.exited).toBe(0);
    }
  });
});
