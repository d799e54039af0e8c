import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createPublicClient, createWalletClient, getAddress, http, parseEther } from "viem";
import { startAnvil, type AnvilInstance } from "./anvil.ts";
import { localChain } from "./chain-guard.ts";
import { deployAll } from "./deploy.ts";
import { devAccounts } from "./dev-accounts.ts";
import { trackNFTAbi } from "./generated/TrackNFT.ts";

const started: AnvilInstance[] = [];
async function start(options: Parameters<typeof startAnvil>[0] = {}): Promise<AnvilInstance> {
  const anvil = await startAnvil({ port: 0, ...options });
  started.push(anvil);
  return anvil;
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((anvil) => anvil.stop()));
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

function readFileIfAny(path: string): string {
  try {
    return readFileSync(path, "utf8").toLowerCase();
  } catch {
    return "";
  }
}

const clientFor = (anvil: AnvilInstance) =>
  createPublicClient({ chain: localChain(anvil.chainId, anvil.rpcUrl), transport: http(anvil.rpcUrl) });

describe("startAnvil", () => {
  it("with a block time, mines blocks without transactions, and still mines a sent transaction at once", async () => {
    await expect(start({ blockTimeSeconds: 0 })).rejects.toThrow(/invalid block time/);
    const ticking = clientFor(await start({ blockTimeSeconds: 1 }));
    const first = await ticking.getBlockNumber({ cacheTime: 0 });
    await expect.poll(() => ticking.getBlockNumber({ cacheTime: 0 }), { timeout: 10_000, interval: 100 }).toBeGreaterThan(first);
    // An hour between ticks: only mining on arrival gives the receipt within the wait.
    const anvil = await start({ blockTimeSeconds: 3600 });
    const [sender] = devAccounts(1);
    if (!sender) throw new Error("no dev account");
    const wallet = createWalletClient({ account: sender, chain: localChain(anvil.chainId, anvil.rpcUrl), transport: http(anvil.rpcUrl) });
    const hash = await wallet.sendTransaction({ to: sender.address, value: 1n });
    const receipt = await clientFor(anvil).waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 30_000 });
    expect(receipt.status).toBe("success");
  });

  it("listens on a free port with chain id 31337 and funds the 10 dev accounts derived from the test mnemonic", async () => {
    const anvil = await start();
    expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(anvil.chainId).toBe(31337);
    const client = clientFor(anvil);
    expect(await client.getChainId()).toBe(31337);
    const served = await createWalletClient({ transport: http(anvil.rpcUrl) }).getAddresses();
    const derived = devAccounts(10).map((account) => account.address);
    expect(served.map((address) => getAddress(address))).toEqual(derived);
    const balances = await Promise.all(derived.map((address) => client.getBalance({ address })));
    expect(balances).toEqual(Array<bigint>(10).fill(parseEther("10000")));
  });

  it("runs two instances side by side on different ports with their own chain ids", async () => {
    const [a, b] = await Promise.all([start(), start({ chainId: 1337 })]);
    expect(a.rpcUrl).not.toBe(b.rpcUrl);
    expect(await clientFor(b).getChainId()).toBe(1337);
  });

  it("refuses Base's chain id 8453 unless explicitly allowed", async () => {
    await expect(startAnvil({ port: 0, chainId: 8453 })).rejects.toMatchObject({ code: "BASE_CHAIN_ID_REFUSED" });
    const anvil = await start({ chainId: 8453, allowBaseChainId: true });
    expect(await clientFor(anvil).getChainId()).toBe(8453);
  });

  it("fails with the reason when the port is taken", async () => {
    const first = await start();
    const port = Number(new URL(first.rpcUrl).port);
    await expect(startAnvil({ port })).rejects.toMatchObject({ code: "ANVIL_START_FAILED" });
  });

  it("stop ends the process and closes the port, and may be called twice", async () => {
    const anvil = await startAnvil({ port: 0 });
    await anvil.stop();
    expect(isAlive(anvil.pid)).toBe(false);
    await expect(fetch(anvil.rpcUrl, { method: "POST" })).rejects.toThrow();
    await anvil.stop();
  });

  it("keeps contracts, tokens and event logs across stop and start with the same state file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wbe3-anvil-state-"));
    try {
      const stateFile = join(dir, "chain", "state.json");
      const first = await startAnvil({ port: 0, stateFile });
      const deployment = await deployAll(first.rpcUrl, { chainId: first.chainId });
      const [deployer] = devAccounts(1);
      if (!deployer) throw new Error("no dev account");
      const wallet = createWalletClient({
        account: deployer,
        chain: localChain(first.chainId, first.rpcUrl),
        transport: http(first.rpcUrl),
      });
      const hash = await wallet.writeContract({
        address: deployment.TrackNFT,
        abi: trackNFTAbi,
        functionName: "mintTrack",
        args: ["ipfs://kept"],
        value: parseEther("0.001"),
      });
      await clientFor(first).waitForTransactionReceipt({ hash, pollingInterval: 20 });
      const blockBefore = await clientFor(first).getBlockNumber();
      await first.stop();

      const second = await start({ stateFile });
      const client = clientFor(second);
      expect(await client.getBlockNumber()).toBe(blockBefore);
      expect(await client.readContract({ address: deployment.TrackNFT, abi: trackNFTAbi, functionName: "tokenURI", args: [1n] })).toBe(
        "ipfs://kept",
      );
      const logs = await client.getContractEvents({
        address: deployment.TrackNFT,
        abi: trackNFTAbi,
        eventName: "TrackMinted",
        fromBlock: BigInt(deployment.deployBlock),
      });
      expect(logs.map((log) => log.args.tokenURI)).toEqual(["ipfs://kept"]);
    } finally {
      // Stopped before its directory goes: stop() saves the state there.
      await Promise.all(started.splice(0).map((anvil) => anvil.stop()));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("startAnvil's periodic state dumps", () => {
  it("keeps what was written before the process was killed outright", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wbe3-anvil-killed-"));
    try {
      const stateFile = join(dir, "state.json");
      const first = await startAnvil({ port: 0, stateFile, stateIntervalSeconds: 1 });
      const [deployer, recipient] = devAccounts(2);
      if (!deployer || !recipient) throw new Error("no dev accounts");
      const wallet = createWalletClient({
        account: deployer,
        chain: localChain(first.chainId, first.rpcUrl),
        transport: http(first.rpcUrl),
      });
      const hash = await wallet.sendTransaction({ to: recipient.address, value: parseEther("1.5") });
      await clientFor(first).waitForTransactionReceipt({ hash, pollingInterval: 20 });
      const balance = await clientFor(first).getBalance({ address: recipient.address });
      // The next dump carries the transfer; then the process dies without a chance to save.
      await expect.poll(() => readFileIfAny(stateFile).includes(recipient.address.slice(2).toLowerCase()), { timeout: 10_000 }).toBe(true);
      process.kill(first.pid, "SIGKILL");
      expect(await waitUntilGone(first.pid)).toBe(true);
      await first.stop();

      const second = await start({ stateFile });
      expect(await clientFor(second).getBalance({ address: recipient.address })).toBe(balance);
    } finally {
      // Stopped before its directory goes: stop() saves the state there.
      await Promise.all(started.splice(0).map((anvil) => anvil.stop()));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a state interval below one second", async () => {
    await expect(startAnvil({ port: 0, stateFile: join(tmpdir(), "unused.json"), stateIntervalSeconds: 0 })).rejects.toThrow(
      /invalid state interval 0/,
    );
  });
});

describe.concurrent("startAnvil when the parent process ends without stop()", () => {
  const fixture = fileURLToPath(new URL("../test/fixtures/abandon-anvil.ts", import.meta.url));
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

  async function runAbandoningParent(mode: "exit" | "throw" | "wait", signal?: NodeJS.Signals): Promise<number> {
    const parent = spawn(process.execPath, ["--import", tsxLoader, fixture, mode], { stdio: ["ignore", "pipe", "pipe"] });
    const pid = await new Promise<number>((resolve, reject) => {
      let output = "";
      parent.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const line = /\{"pid":(\d+)/.exec(output);
        if (line) resolve(Number(line[1]));
      });
      parent.once("exit", (code) => reject(new Error(`parent exited (${code}) before reporting anvil's pid: ${output}`)));
    });
    if (signal) parent.kill(signal);
    return pid;
  }

  it.each([
    ["exits normally", "exit", undefined],
    ["crashes with an uncaught error", "throw", undefined],
    ["is sent SIGTERM", "wait", "SIGTERM"],
    ["is sent SIGINT", "wait", "SIGINT"],
    ["is killed outright (SIGKILL)", "wait", "SIGKILL"],
  ] as const)("stops anvil when the parent %s", async (_label, mode, signal) => {
    const pid = await runAbandoningParent(mode, signal);
    // Anvil is in a process group of its own: its watchdog stops it, within its own bounds.
    expect(await waitUntilGone(pid, 25_000)).toBe(true);
  });
});
