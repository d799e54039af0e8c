import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erc20Abi, parseEther, type Address, type Hash } from "viem";
import { FAUCET_LOCAL_ONLY, FAUCET_NEEDS_WALLET, type FaucetResponse } from "@wbe3/domain";
import { localTokenFaucet, type TokenFaucet } from "../../adapters/chain/faucet.ts";
import { postJson, sessionCookie, signInWithWallet, testAccount } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { appInProduction, appOnRemoteChain, ownTestToken } from "../../test/own-token.ts";
import { inOneRateWindow } from "../../test/one-rate-window.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Account 28 belongs to this file: it deploys and owns a WBE3 of its own, so the faucet mints from
// a wallet no other file sends from (the shared deployer's nonces stay untouched). Account 29 is
// the fan who asks for test WBE3.
const actors = chainActors([28]);
const fan = testAccount(29);

let t: TestApp;
let token: Address;
let faucet: TokenFaucet;

async function balanceOf(address: Address): Promise<bigint> {
  return t.deps.chain.client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [address] });
}

const askFaucet = (app: { request: TestApp["request"] }, cookie?: string) =>
  app.request("/api/dev/faucet", { method: "POST", headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  const own = await ownTestToken(actors);
  token = own.token;
  const chain = own.chain;
  faucet = localTokenFaucet(chain, testAccount(28));
  t = await createTestApp({ seed: false, faucet });
});
afterAll(() => t.close());

describe("POST /api/dev/faucet", () => {
  it("mints 100 test WBE3 to the signed-in user's linked wallet", async () => {
    const { cookie } = await signInWithWallet(t, fan, "fan");
    const before = await balanceOf(fan.address);
    const res = await askFaucet(t, cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as FaucetResponse;
    expect(body).toMatchObject({ to: fan.address, amount: parseEther("100").toString() });
    expect(body.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await balanceOf(fan.address)).toBe(before + parseEther("100"));
  });

  it("keeps mints asked for at once in order, each one landing", async () => {
    const before = await balanceOf(fan.address);
    const hashes = await Promise.all([faucet.mint(fan.address, 1n), faucet.mint(fan.address, 2n), faucet.mint(fan.address, 3n)]);
    expect(new Set(hashes).size).toBe(3);
    expect(await balanceOf(fan.address)).toBe(before + 6n);
  });

  it("needs a signed-in user with a wallet", async () => {
    expect((await askFaucet(t)).status).toBe(401);
    const signup = await postJson(t, "/api/auth/signup", {
      email: "faucet-no-wallet@wbe3.example",
      password: "a long passphrase 42",
      name: "No Wallet",
      role: "fan",
    });
    const res = await askFaucet(t, sessionCookie(signup));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "bad_request", reason: "bad_request", message: FAUCET_NEEDS_WALLET } });
  });

  it("is limited per client address", async () => {
    const minted: Address[] = [];
    const someHash: Hash = `0x${"ab".repeat(32)}`;
    const counting: TokenFaucet = {
      mint: (to) => {
        minted.push(to);
        return Promise.resolve(someHash);
      },
      topUpEth: () => Promise.resolve(),
    };
    const limited = await createTestApp({ seed: false, faucet: counting, env: { FAUCET_RATE_LIMIT: "2" } });
    try {
      const { cookie } = await signInWithWallet(limited, fan, "fan");
      await inOneRateWindow(async () => {
        expect((await askFaucet(limited, cookie)).status).toBe(200);
        expect((await askFaucet(limited, cookie)).status).toBe(200);
        const refused = await askFaucet(limited, cookie);
        expect(refused.status).toBe(429);
        expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(minted).toHaveLength(2);
      });
    } finally {
      await limited.close();
    }
  });

  it("does not exist outside local mode, even with a faucet wired", async () => {
    const remote = appOnRemoteChain(t.deps, actors);
    const { cookie } = await signInWithWallet({ ...t, app: remote, request: (path, init) => remote.request(path, init) }, fan, "fan");
    const res = await askFaucet(remote, cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", reason: "not_found", message: FAUCET_LOCAL_ONLY } });
  });

  it("does not exist in a production build, even on a local chain with a faucet wired", async () => {
    const minted: Address[] = [];
    const counting: TokenFaucet = {
      mint: (to) => {
        minted.push(to);
        return Promise.resolve(`0x${"ab".repeat(32)}` as const);
      },
      topUpEth: () => Promise.resolve(),
    };
    const production = appInProduction({ ...t.deps, faucet: counting });
    const { cookie } = await signInWithWallet(
      { ...t, app: production, request: (path, init) => production.request(path, init) },
      fan,
      "fan",
    );
    const res = await askFaucet(production, cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", reason: "not_found", message: FAUCET_LOCAL_ONLY } });
    expect(minted).toEqual([]);
  });
});
