import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createPublicClient, createWalletClient, http, parseEther } from "viem";
import { startAnvil, type AnvilInstance } from "./anvil.ts";
import { localChain } from "./chain-guard.ts";
import { devAccounts } from "./dev-accounts.ts";

const started: AnvilInstance[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((anvil) => anvil.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startAnvil>[0]): Promise<AnvilInstance> {
  const anvil = await startAnvil({ port: 0, ...options });
  started.push(anvil);
  return anvil;
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "wbe3-anvil-recovery-"));
  dirs.push(dir);
  return dir;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitUntilGone(pid: number, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return !isAlive(pid);
}

const [payerAccount, recipientAccount] = devAccounts(2);
if (!payerAccount || !recipientAccount) throw new Error("no dev accounts");
const payer = payerAccount;
const recipient = recipientAccount;

/** Sends ETH and waits for the receipt; returns the recipient's balance after it. */
async function transfer(rpcUrl: string, chainId: number, ether: string): Promise<bigint> {
  const chain = localChain(chainId, rpcUrl);
  const wallet = createWalletClient({ account: payer, chain, transport: http(rpcUrl) });
  const client = createPublicClient({ chain, transport: http(rpcUrl) });
  const hash = await wallet.sendTransaction({ to: recipient.address, value: parseEther(ether) });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return client.getBalance({ address: recipient.address });
}

const balanceAt = (anvil: AnvilInstance) =>
  createPublicClient({ chain: localChain(anvil.chainId, anvil.rpcUrl), transport: http(anvil.rpcUrl) }).getBalance({
    address: recipient.address,
  });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

describe("startAnvil's state on demand", () => {
  it("persistState has the chain on disk when it returns: a kill -9 right after loses nothing", async () => {
    const stateFile = join(tempDir(), "state.json");
    // No periodic dump in the window: only persistState can have saved the transfer.
    const first = await startAnvil({ port: 0, stateFile, stateIntervalSeconds: 3600 });
    const balance = await transfer(first.rpcUrl, first.chainId, "2.5");
    await first.persistState();
    process.kill(first.pid, "SIGKILL");
    expect(await first.exited).toMatchObject({ signal: "SIGKILL", requested: false });

    const second = await start({ stateFile });
    expect(await balanceAt(second)).toBe(balance);
  });

  it("shares one dump among concurrent callers and still covers each of them", async () => {
    const stateFile = join(tempDir(), "state.json");
    const first = await startAnvil({ port: 0, stateFile, stateIntervalSeconds: 3600 });
    const balance = await transfer(first.rpcUrl, first.chainId, "1");
    await Promise.all(Array.from({ length: 20 }, () => first.persistState()));
    process.kill(first.pid, "SIGKILL");
    await first.exited;
    expect(await balanceAt(await start({ stateFile }))).toBe(balance);
  });

  it("tells stop() apart from a death", async () => {
    const anvil = await startAnvil({ port: 0 });
    await anvil.stop();
    expect(await anvil.exited).toMatchObject({ requested: true });
  });
});

const fixture = fileURLToPath(new URL("../test/fixtures/abandon-anvil.ts", import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * A process that starts anvil on the state file and port, and waits ("wait") or stops it on
 * SIGINT/SIGTERM as the server does ("serve"). Detached: the leader of a process group of its
 * own, as `npm start` is in a terminal, so a test can signal the whole group.
 */
async function parentWithAnvil(stateFile: string, port: number, mode: "wait" | "serve" = "wait") {
  const parent = spawn(process.execPath, ["--import", tsxLoader, fixture, mode, stateFile, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => parent.once("exit", (code) => resolve(code)));
  const anvil = await new Promise<{ pid: number; rpcUrl: string }>((resolve, reject) => {
    let output = "";
    parent.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^(\{.*\})$/m.exec(output)?.[1];
      if (line) resolve(JSON.parse(line) as { pid: number; rpcUrl: string });
    });
    parent.once("exit", (code) => reject(new Error(`parent exited (${code}): ${output}`)));
  });
  return { parent, anvil, exited };
}

/** The anvil and its watchdog as the pid file next to the state file names them. */
const pidRecord = (stateFile: string) =>
  JSON.parse(readFileSync(join(dirname(stateFile), "anvil.pid"), "utf8")) as { pid: number; watchdogPid: number };

describe("the chain when the process that started anvil ends", () => {
  it.each(["SIGINT", "SIGTERM"] as const)(
    "a %s to its whole process group (a terminal's Ctrl-C) reaches it alone: it saves the chain, then stops anvil",
    async (signal) => {
      const stateFile = join(tempDir(), "chain", "state.json");
      const { parent, anvil, exited } = await parentWithAnvil(stateFile, await freePort(), "serve");
      // Sent straight to the chain, as a wallet does: only the stop can have saved it.
      const balance = await transfer(anvil.rpcUrl, 31337, "4");
      process.kill(-(parent.pid ?? 0), signal);
      expect(await exited).toBe(0);
      expect(isAlive(anvil.pid)).toBe(false);
      expect(await balanceAt(await start({ stateFile }))).toBe(balance);
    },
  );

  it("killed outright with its whole group (kill -9): the watchdog saves the chain and stops anvil", async () => {
    const stateFile = join(tempDir(), "chain", "state.json");
    const { parent, anvil, exited } = await parentWithAnvil(stateFile, await freePort());
    const { watchdogPid } = pidRecord(stateFile);
    const balance = await transfer(anvil.rpcUrl, 31337, "5");
    process.kill(-(parent.pid ?? 0), "SIGKILL");
    await exited;
    expect(await waitUntilGone(anvil.pid)).toBe(true);
    expect(await waitUntilGone(watchdogPid)).toBe(true);
    expect(await balanceAt(await start({ stateFile }))).toBe(balance);
  });

  it("killed outright and started again at once: the successor waits for the watchdog, then takes the port and the chain", async () => {
    const stateFile = join(tempDir(), "chain", "state.json");
    const port = await freePort();
    const { parent, anvil, exited } = await parentWithAnvil(stateFile, port);
    const balance = await transfer(anvil.rpcUrl, 31337, "6");
    process.kill(-(parent.pid ?? 0), "SIGKILL");
    await exited;
    const successor = await start({ port, stateFile });
    expect(successor.rpcUrl).toBe(`http://127.0.0.1:${port}`);
    expect(isAlive(anvil.pid)).toBe(false);
    expect(await balanceAt(successor)).toBe(balance);
  });
});

describe("startAnvil after a parent killed outright", () => {
  it("replaces the leftover anvil on the port, keeping the chain it had, instead of ANVIL_START_FAILED", async () => {
    const dir = tempDir();
    const stateFile = join(dir, "chain", "state.json");
    const port = await freePort();
    const { parent, anvil: leftover, exited } = await parentWithAnvil(stateFile, port);
    // Mined on the leftover, never persisted by it (its interval is an hour).
    const balance = await transfer(leftover.rpcUrl, 31337, "3");
    // Its watchdog killed as well (an OOM killer, a kill -9 of everything): nothing saved or stopped it.
    process.kill(pidRecord(stateFile).watchdogPid, "SIGKILL");
    parent.kill("SIGKILL");
    await exited;
    expect(isAlive(leftover.pid)).toBe(true);
    expect(existsSync(join(dir, "chain", "anvil.pid"))).toBe(true);

    try {
      const successor = await start({ port, stateFile });
      expect(successor.rpcUrl).toBe(`http://127.0.0.1:${port}`);
      expect(isAlive(leftover.pid)).toBe(false);
      expect(await balanceAt(successor)).toBe(balance);
    } finally {
      if (isAlive(leftover.pid)) process.kill(leftover.pid, "SIGKILL");
    }
  });

  it("leaves alone the anvil of a server that is still running on the same state file", async () => {
    const stateFile = join(tempDir(), "chain", "state.json");
    const { parent, anvil } = await parentWithAnvil(stateFile, await freePort());
    try {
      await expect(startAnvil({ port: 0, stateFile })).rejects.toMatchObject({ code: "ANVIL_START_FAILED" });
      expect(isAlive(anvil.pid)).toBe(true);
      expect(existsSync(join(dirname(stateFile), "anvil.pid"))).toBe(true);
    } finally {
      parent.kill("SIGTERM");
      await new Promise((resolve) => parent.once("exit", resolve));
      await waitUntilGone(anvil.pid);
    }
  });

  it("still refuses a port held by something that is not our anvil", async () => {
    const stateFile = join(tempDir(), "state.json");
    const other = await start({});
    const port = Number(new URL(other.rpcUrl).port);
    await expect(startAnvil({ port, stateFile })).rejects.toMatchObject({ code: "ANVIL_START_FAILED" });
  });
});
