import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erc20Abi, parseEther, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { DEMO_ACCOUNT_ETH, DEMO_ACCOUNT_LOCAL_ONLY, DEMO_ACCOUNT_WBE3, type DemoAccountFunded } from "@wbe3/domain";
import { localTokenFaucet, type TokenFaucet } from "../../adapters/chain/faucet.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { appInProduction, appOnRemoteChain, ownTestToken } from "../../test/own-token.ts";
import { inOneRateWindow } from "../../test/one-rate-window.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

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
  const own = await ownTestToken(actors);
  token = own.token;
  const chain = own.chain;
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
      await inOneRateWindow(async () => {
        expect((await askFor(limited, address)).status).toBe(200);
        expect((await askFor(limited, address)).status).toBe(200);
        const refused = await askFor(limited, address);
        expect(refused.status).toBe(429);
        expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(funded).toHaveLength(2);
      });
    } finally {
      await limited.close();
    }
  });

  it("does not exist outside the local chain, even with a faucet wired", async () => {
    const remote = appOnRemoteChain(t.deps, actors);
    const fresh = privateKeyToAccount(generatePrivateKey());
    const res = await askFor({ request: async (path, init) => remote.request(path, init) }, fresh.address);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", reason: "not_found", message: DEMO_ACCOUNT_LOCAL_ONLY } });
    expect(await t.deps.chain.client.getBalance({ address: fresh.address })).toBe(0n);
  });

  it("does not exist in a production build, even on a local chain with a faucet wired", async () => {
    const funded: Address[] = [];
    const counting: TokenFaucet = {
      mint: (to) => {
        funded.push(to);
        return Promise.resolve(`0x${"ab".repeat(32)}` as const);
      },
      topUpEth: (to) => {
        funded.push(to);
        return Promise.resolve();
      },
    };
    const production = appInProduction({ ...t.deps, faucet: counting });
    const fresh = privateKeyToAccount(generatePrivateKey());
    const res = await askFor({ request: async (path, init) => production.request(path, init) }, fresh.address);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", reason: "not_found", message: DEMO_ACCOUNT_LOCAL_ONLY } });
    expect(funded).toEqual([]);
  });
});
