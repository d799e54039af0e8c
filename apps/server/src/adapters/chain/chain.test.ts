import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, toHex, zeroAddress } from "viem";
import { createTestApp, testChain, type TestApp } from "../../test/test-app.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { createLogger } from "../../lib/logger.ts";
import { readTokenBalance } from "./token-reads.ts";

// Account 10 belongs to this file (see chain-actors.ts); it only reads.
const actors = chainActors([10]);
const { deployment } = actors;
const MINT_FEE = parseEther("0.001");
const logger = createLogger("silent");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe("balances and config", () => {
  it("reads WBE3 and ETH balances", async () => {
    const res = await t.request(`/api/wallets/${actors.address(0)}/balance`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { wbe3: { decimals: number; formatted: string } | null; eth: { raw: string } };
    expect(body.wbe3?.decimals).toBe(18);
    expect(body.wbe3?.formatted).toMatch(/^[0-9,]+\.[0-9]{2}$/);
    expect(BigInt(body.eth.raw)).toBeGreaterThan(0n);
  });

  it("answers null, not an error, when no contract lives at the token address", async () => {
    const chain = testChain({ contracts: { ...deployment, WBE3Token: "0x000000000000000000000000000000000000dEaD" } });
    expect(await readTokenBalance(chain, actors.address(0), logger)).toBeNull();
  });

  it("serves the chain, contracts and mint fees to the browser", async () => {
    const config = (await (await t.request("/api/config")).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      chainId: actors.chain.id,
      rpcUrl: "/api/rpc",
      localMode: true,
      wallets: { walletConnect: null, coinbaseWallet: false },
      contracts: { TrackNFT: deployment.TrackNFT, WBE3Payments: deployment.WBE3Payments },
      fees: { trackMintWei: MINT_FEE.toString(), ticketMintWei: MINT_FEE.toString() },
    });
    const health = (await (await t.request("/api/health")).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ chainId: actors.chain.id, contracts: { WBE3Token: deployment.WBE3Token } });
  });
});

describe("the local RPC proxy", () => {
  const rpc = (body: unknown) =>
    t.request("/api/rpc", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("forwards read methods", async () => {
    const res = await rpc({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] });
    expect(await res.json()).toMatchObject({ result: toHex(actors.chain.id) });
  });

  it("refuses node-control methods and malformed bodies", async () => {
    expect((await rpc({ jsonrpc: "2.0", id: 1, method: "anvil_setBalance", params: [zeroAddress, "0x1"] })).status).toBe(403);
    expect(
      (
        await rpc([
          { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
          { jsonrpc: "2.0", id: 2, method: "evm_mine" },
        ])
      ).status,
    ).toBe(403);
    expect((await rpc({ hello: "world" })).status).toBe(400);
  });
});
