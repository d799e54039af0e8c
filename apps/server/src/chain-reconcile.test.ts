import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, http } from "viem";
import { deployAll, localChain, startAnvil, type AnvilInstance } from "@wbe3/contracts/local-chain";
import { eq } from "drizzle-orm";
import { nftMints, uploads } from "@wbe3/db";
import type { OwnedNftsResponse, UploadRecord } from "@wbe3/domain";
import { createChainClient, type Chain } from "./adapters/chain/chain-client.ts";
import { reconcileWithChain } from "./chain-reconcile.ts";
import { createLogger } from "./lib/logger.ts";
import { testAccount } from "./test/auth-helpers.ts";
import { mintingArtist, mintTrack } from "./test/mint-flow.ts";
import { createTestApp, testChain, type TestApp } from "./test/test-app.ts";

// A chain of its own (not the suite's): this test kills it and brings it back shorter.
const account = testAccount(2);
const dir = mkdtempSync(path.join(tmpdir(), "wbe3-reconcile-"));
const stateFile = path.join(dir, "state.json");
const started: AnvilInstance[] = [];
let t: TestApp;

function chainOn(anvil: AnvilInstance, contracts: Chain["contracts"]): Chain {
  return testChain({
    client: createChainClient(anvil.rpcUrl, anvil.chainId),
    contracts,
    rpcUrl: anvil.rpcUrl,
    persistState: () => anvil.persistState(),
  });
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await Promise.all(started.map((anvil) => anvil.stop()));
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("reconcileWithChain after the local chain came back shorter", () => {
  it("drops the mint the chain lost, rebuilds the index, and lets the reissued token id be minted again", async () => {
    // Saved only on demand, as the server does before acknowledging.
    const first = await startAnvil({ port: 0, stateFile, stateIntervalSeconds: 3600 });
    started.push(first);
    const contracts = await deployAll(first.rpcUrl, { chainId: first.chainId });
    await first.persistState();
    t.deps.chain = chainOn(first, contracts);
    const wallet = createWalletClient({ account, chain: localChain(first.chainId, first.rpcUrl), transport: http(first.rpcUrl) });
    const artist = await mintingArtist(t, account, "short.chain");

    const kept = await artist.preparedUpload("Kept");
    const keptTx = await mintTrack(wallet, t.deps.chain.client, contracts.TrackNFT, kept.tokenURI);
    expect((await artist.confirm(kept.upload.id, keptTx)).status).toBe(200);

    // The database gets ahead of the chain: a mint recorded without the chain being saved.
    const lost = await artist.preparedUpload("Lost");
    const lostTx = await mintTrack(wallet, t.deps.chain.client, contracts.TrackNFT, lost.tokenURI);
    t.deps.chain = { ...t.deps.chain, persistState: undefined };
    expect((await artist.confirm(lost.upload.id, lostTx)).status).toBe(200);
    expect((await vault()).nfts.map((nft) => nft.tokenId)).toEqual(["1", "2"]);

    process.kill(first.pid, "SIGKILL");
    await first.exited;
    const second = await startAnvil({ port: 0, stateFile, stateIntervalSeconds: 3600 });
    started.push(second);
    t.deps.chain = chainOn(second, contracts);

    expect(await reconcileWithChain(t.db, t.deps.chain, createLogger("silent"))).toEqual({
      indexReset: true,
      mintsRemoved: 1,
      paymentsRemoved: 0,
      ordersReopened: 0,
    });
    expect(await t.db.select().from(nftMints).where(eq(nftMints.txHash, lostTx.toLowerCase()))).toEqual([]);
    const [lostRow] = await t.db.select().from(uploads).where(eq(uploads.id, lost.upload.id));
    expect(lostRow?.isMinted).toBe(false);
    expect((await vault()).nfts.map((nft) => nft.tokenId)).toEqual(["1"]);

    // The chain hands out token 2 again; recording it must not collide with the forgotten one.
    const secondWallet = createWalletClient({ account, chain: localChain(second.chainId, second.rpcUrl), transport: http(second.rpcUrl) });
    const again = await mintTrack(secondWallet, t.deps.chain.client, contracts.TrackNFT, lost.tokenURI);
    const res = await artist.confirm(lost.upload.id, again);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { upload: UploadRecord }).upload.mint).toMatchObject({ tokenId: "2" });
    expect((await vault()).nfts.map((nft) => nft.tokenId)).toEqual(["1", "2"]);
    expect(await reconcileWithChain(t.db, t.deps.chain, createLogger("silent"))).toEqual({
      indexReset: false,
      mintsRemoved: 0,
      paymentsRemoved: 0,
      ordersReopened: 0,
    });
  });
});

async function vault(): Promise<OwnedNftsResponse> {
  const res = await t.request(`/api/wallets/${account.address}/nfts`);
  expect(res.status).toBe(200);
  return (await res.json()) as OwnedNftsResponse;
}
