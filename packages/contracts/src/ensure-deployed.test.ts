import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPublicClient, http, zeroAddress, type Address } from "viem";
import { startAnvil, type AnvilInstance } from "./anvil.ts";
import { localChain } from "./chain-guard.ts";
import { CONTRACT_NAMES, type Deployment } from "./registry.ts";
import { devAccounts } from "./dev-accounts.ts";
import { ensureDeployed } from "./ensure-deployed.ts";
import { wbe3TokenAbi } from "./generated/WBE3Token.ts";

let dir: string;
let deploymentsFile: string;
const started: AnvilInstance[] = [];

async function start(): Promise<AnvilInstance> {
  const anvil = await startAnvil({ port: 0 });
  started.push(anvil);
  return anvil;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "wbe3-deployments-"));
  deploymentsFile = join(dir, "data", "deployments.json");
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((anvil) => anvil.stop()));
  rmSync(dir, { recursive: true, force: true });
});

const clientFor = (anvil: AnvilInstance) =>
  createPublicClient({ chain: localChain(anvil.chainId, anvil.rpcUrl), transport: http(anvil.rpcUrl) });

async function hasCode(anvil: AnvilInstance, address: Address): Promise<boolean> {
  const code = await clientFor(anvil).getCode({ address });
  return code !== undefined && code !== "0x";
}

const readFile = (): Record<string, Deployment> => JSON.parse(readFileSync(deploymentsFile, "utf8")) as Record<string, Deployment>;

describe("ensureDeployed", () => {
  it("deploys everything when there is no deployments file and records it under the chain id", async () => {
    const anvil = await start();
    const { deployment, deployed } = await ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deploymentsFile });

    expect(deployed).toBe(true);
    for (const name of CONTRACT_NAMES) expect(await hasCode(anvil, deployment[name])).toBe(true);
    expect(deployment.deployBlock).toBeGreaterThan(0);
    expect(readFile()["31337"]).toMatchObject(deployment);
    const balance = await clientFor(anvil).readContract({
      address: deployment.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "balanceOf",
      args: [devAccounts(10).at(-1)?.address ?? zeroAddress],
    });
    expect(balance).toBe(1000n * 10n ** 18n);
  });

  it("changes nothing when every recorded contract still has code", async () => {
    const anvil = await start();
    const first = await ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deploymentsFile });
    const fileBefore = readFileSync(deploymentsFile, "utf8");
    const modifiedBefore = statSync(deploymentsFile).mtimeMs;
    const blockBefore = await clientFor(anvil).getBlockNumber();

    const second = await ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deploymentsFile });

    expect(second).toEqual({ deployment: first.deployment, deployed: false });
    expect(readFileSync(deploymentsFile, "utf8")).toBe(fileBefore);
    expect(statSync(deploymentsFile).mtimeMs).toBe(modifiedBefore);
    expect(await clientFor(anvil).getBlockNumber()).toBe(blockBefore);
  });

  it("redeploys and rewrites the entry when the chain state is gone", async () => {
    const before = await start();
    await ensureDeployed({ rpcUrl: before.rpcUrl, chainId: before.chainId, deploymentsFile });
    await before.stop();

    const fresh = await start();
    const { deployment, deployed } = await ensureDeployed({ rpcUrl: fresh.rpcUrl, chainId: fresh.chainId, deploymentsFile });

    expect(deployed).toBe(true);
    for (const name of CONTRACT_NAMES) expect(await hasCode(fresh, deployment[name])).toBe(true);
    expect(readFile()["31337"]).toMatchObject(deployment);
  });

  it("redeploys when the recorded contracts were built from different bytecode", async () => {
    const anvil = await start();
    await ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deploymentsFile });
    const stale = readFile();
    writeFileSync(deploymentsFile, JSON.stringify({ 31337: { ...stale["31337"], bytecodeHash: `0x${"ab".repeat(32)}` } }));

    const { deployment, deployed } = await ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deploymentsFile });

    expect(deployed).toBe(true);
    expect(deployment.WBE3Token).not.toBe(stale["31337"]?.WBE3Token);
  });

  it("keeps other chains' entries and replaces a malformed entry for this chain", async () => {
    const other = { WBE3Token: "0x0000000000000000000000000000000000000001", deployBlock: 7 };
    const anvil = await start();
    await ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deploymentsFile });
    writeFileSync(deploymentsFile, JSON.stringify({ ...readFile(), 1337: other, 31337: { WBE3Token: "nope" } }));

    const { deployed } = await ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deploymentsFile });

    expect(deployed).toBe(true);
    expect(readFile()["1337"]).toEqual(other);
  });

  it("rejects a deployments file that is not JSON rather than overwriting it", async () => {
    const anvil = await start();
    await ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deploymentsFile });
    writeFileSync(deploymentsFile, "{ not json");
    await expect(ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deploymentsFile })).rejects.toMatchObject({
      code: "DEPLOYMENTS_FILE_INVALID",
    });
    expect(readFileSync(deploymentsFile, "utf8")).toBe("{ not json");
  });

  it("skips demo balances when asked", async () => {
    const anvil = await start();
    const { deployment } = await ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deploymentsFile, demoBalances: false });
    const supply = await clientFor(anvil).readContract({ address: deployment.WBE3Token, abi: wbe3TokenAbi, functionName: "totalSupply" });
    expect(supply).toBe(0n);
  });

  it("refuses chain id 8453 unless allowed, and a chain id the node does not have", async () => {
    const anvil = await start();
    await expect(ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: 8453, deploymentsFile })).rejects.toMatchObject({
      code: "BASE_CHAIN_ID_REFUSED",
    });
    await expect(ensureDeployed({ rpcUrl: anvil.rpcUrl, chainId: 1337, deploymentsFile })).rejects.toMatchObject({
      code: "CHAIN_ID_MISMATCH",
    });
  });
});
