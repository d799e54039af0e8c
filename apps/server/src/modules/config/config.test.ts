import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, type Address, type Hash } from "viem";
import { ticketNFTAbi, ticketNFTBytecode, trackNFTAbi, trackNFTBytecode } from "@wbe3/contracts";
import type { PublicConfig } from "@wbe3/domain";
import { createApp } from "../../app.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { createTestApp, testChain, type TestApp } from "../../test/test-app.ts";

// Account 34 belongs to this file (see chain-actors.ts). It deploys its own TrackNFT and
// TicketNFT and owns them, so changing their fee cannot upset other files minting on the
// shared deployment at the SPEC's 0.001 ETH.
const actors = chainActors([34]);
const [owner] = actors.wallets as [(typeof actors.wallets)[0]];

let t: TestApp;
let app: ReturnType<typeof createApp>;
let contracts: { TrackNFT: Address; TicketNFT: Address };

async function deployed(hash: Hash): Promise<Address> {
  const receipt = await t.deps.chain.client.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error(`deployment ${hash} created no contract`);
  return receipt.contractAddress;
}

async function mined(hash: Hash): Promise<void> {
  const receipt = await t.deps.chain.client.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
}

async function fees(): Promise<PublicConfig["fees"]> {
  const res = await app.request("/api/config");
  expect(res.status).toBe(200);
  return ((await res.json()) as PublicConfig).fees;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const me = actors.address(0);
  contracts = {
    TrackNFT: await deployed(await owner.deployContract({ abi: trackNFTAbi, bytecode: trackNFTBytecode, args: [me, me] })),
    TicketNFT: await deployed(await owner.deployContract({ abi: ticketNFTAbi, bytecode: ticketNFTBytecode, args: [me, me] })),
  };
  app = createApp({ ...t.deps, chain: testChain({ contracts: { ...actors.deployment, ...contracts } }) });
});
afterAll(() => t.close());

describe("GET /api/config fees", () => {
  it("carries the fees the contracts charge, and follows the owner's setMintFee on chain", async () => {
    expect(await fees()).toEqual({ trackMintWei: parseEther("0.001").toString(), ticketMintWei: parseEther("0.001").toString() });

    await mined(
      await owner.writeContract({
        address: contracts.TrackNFT,
        abi: trackNFTAbi,
        functionName: "setMintFee",
        args: [parseEther("0.0025")],
      }),
    );
    expect(await fees()).toEqual({ trackMintWei: parseEther("0.0025").toString(), ticketMintWei: parseEther("0.001").toString() });

    await mined(await owner.writeContract({ address: contracts.TicketNFT, abi: ticketNFTAbi, functionName: "setMintFee", args: [0n] }));
    expect(await fees()).toEqual({ trackMintWei: parseEther("0.0025").toString(), ticketMintWei: "0" });
  });

  it("answers null for a fee no contract answers, instead of a made-up constant", async () => {
    const nowhere: Address = "0x000000000000000000000000000000000000dEaD";
    const broken = createApp({ ...t.deps, chain: testChain({ contracts: { ...actors.deployment, TrackNFT: nowhere } }) });
    const res = await broken.request("/api/config");
    expect(res.status).toBe(200);
    expect(((await res.json()) as PublicConfig).fees).toEqual({ trackMintWei: null, ticketMintWei: parseEther("0.001").toString() });
  });
});
