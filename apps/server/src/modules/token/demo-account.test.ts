import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erc20Abi, parseEther, type Address, type Hash } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { CONTRACT_NAMES, CONTRACTS, wbe3TokenAbi, wbe3TokenBytecode } from "@wbe3/contracts";
import { DEMO_ACCOUNT_ETH, DEMO_ACCOUNT_LOCAL_ONLY, DEMO_ACCOUNT_WBE3, type DemoAccountFunded } from "@wbe3/domain";
import { localTokenFaucet, type TokenFaucet } from "../../adapters/chain/faucet.ts";
import { createApp } from "../../app.ts";
import { parseEnv } from "../../env.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { createTestApp, testChain, type TestApp } from "../../test/test-app.ts";

// Issue 19, point 7: the demo wallet's "New demo account" is funded by the server, on the local
// chain only. Account 110 belongs to this file: it deploys and owns a WBE3 of its own, so the
// faucet mints from a wallet no other file sends from. The demo accounts are fresh random keys.
const actors = chainActors([110]);
const [owner] = actors.wallets as [(typeof actors.wallets)[0]];

let t: TestApp;
let token: Address;

async function wbe3Of(address: Address): Promise<bigint> {
  return t.deps.chain.client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [address] });
}

const askFor = (app: { request: TestApp["request"] }, address: string) =>
  app.request("/api/dev/demo-account", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ address }),
  });

beforeAll(async () => {
  const deployment: Hash = await owner.deployContract({ abi: wbe3TokenAbi, bytecode: wbe3TokenBytecode, args: [actors.address(0)] });
  const receipt = await testChain().client.waitForTransactionReceipt({ hash: deployment });
  if (!receipt.contractAddress) throw new Error("the test token was not deployed");
  token = receipt.contractAddress;
  const chain = testChain({ contracts: { ...actors.deployment, WBE3Token: token } });
  t = await createTestApp({ seed: false, faucet: localTokenFaucet(chain, owner.account) });
});
afterAll(() => t.close());

describe("POST /api/dev/demo-account", () => {
  it("funds a fresh key with ETH for gas and test WBE3, without a session", async () => {
    const fresh = privateKeyToAccount(generatePrivateKey());
    expect(await t.deps.chain.client.getBalance({ address: fresh.address })).toBe(0n);
    const res = await askFor(t, fresh.address.toLowerCase());
    expect(res.status).toBe(200);
    const body = (await res.json()) as DemoAccountFunded;
    expect(body).toMatchObject({
      address: fresh.address,
      eth: parseEther(String(DEMO_ACCOUNT_ETH)).toString(),
      wbe3: parseEther(String(DEMO_ACCOUNT_WBE3)).toString(),
    });
    expect(await t.deps.chain.client.getBalance({ address: fresh.address })).toBe(parseEther(String(DEMO_ACCOUNT_ETH)));
    expect(await wbe3Of(fresh.address)).toBe(parseEther(String(DEMO_ACCOUNT_WBE3)));
  });

  it("refuses what is not an address, with the address rule's message", async () => {
    const res = await askFor(t, "not-an-address");
    expect(res.status).toBe(400);
  });

  it("is limited per client address, with the faucet", async () => {
    const funded: Address[] = [];
    const counting: TokenFaucet = {
      mint: (to) => {
        funded.push(to);
        return Promise.resolve(`0x${"ab".repeat(32)}` as const);
      },
      topUpEth: () => Promise.resolve(),
    };
    const limited = await createTestApp({ seed: false, faucet: counting, env: { FAUCET_RATE_LIMIT: "2" } });
    try {
      const address = privateKeyToAccount(generatePrivateKey()).address;
      expect((await askFor(limited, address)).status).toBe(200);
      expect((await askFor(limited, address)).status).toBe(200);
      const refused = await askFor(limited, address);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(funded).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it("does not exist outside the local chain, even with a faucet wired", async () => {
    const { rpcUrl, chain, deployment } = actors;
    const addresses = Object.fromEntries(CONTRACT_NAMES.map((name) => [CONTRACTS[name].addressEnv, deployment[name]]));
    const env = parseEnv({
      NODE_ENV: "test",
      WEB_DIST: "/nonexistent",
      RPC_URL: rpcUrl,
      CHAIN_ID: String(chain.id),
      PUBLIC_RPC_URL: rpcUrl,
      ...addresses,
    });
    const remote = createApp({ ...t.deps, env });
    const fresh = privateKeyToAccount(generatePrivateKey());
    const res = await askFor({ request: async (path, init) => remote.request(path, init) }, fresh.address);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", reason: "not_found", message: DEMO_ACCOUNT_LOCAL_ONLY } });
    expect(await t.deps.chain.client.getBalance({ address: fresh.address })).toBe(0n);
  });
});
