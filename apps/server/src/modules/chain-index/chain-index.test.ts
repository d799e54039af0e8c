import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, type Address, type Hash } from "viem";
import { ticketNFTAbi, trackNFTAbi } from "@wbe3/contracts";
import { chainCursors } from "@wbe3/db";
import type { OwnedNftsResponse } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { createLogger } from "../../lib/logger.ts";
import { syncHoldings } from "./transfer-indexer.ts";
import { resetChainIndex } from "./service.ts";

// Accounts 11-13 belong to this file (see chain-actors.ts).
const actors = chainActors([11, 12, 13]);
const [alice, bob] = actors.wallets as [(typeof actors.wallets)[0], (typeof actors.wallets)[0], (typeof actors.wallets)[0]];
const { deployment } = actors;
const MINT_FEE = parseEther("0.001");
const logger = createLogger("silent");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function mined(hash: Hash) {
  const receipt = await t.deps.chain.client.waitForTransactionReceipt({ hash });
  return receipt;
}

async function nftsOf(address: Address): Promise<OwnedNftsResponse> {
  const res = await t.request(`/api/wallets/${address}/nfts`);
  expect(res.status).toBe(200);
  return (await res.json()) as OwnedNftsResponse;
}

describe("owned NFTs from the transfer index", () => {
  it("follows a track through mint, transfer and burn", async () => {
    const uri = `ipfs://bafy-track-${Date.now()}`;
    await mined(
      await alice.writeContract({
        address: deployment.TrackNFT,
        abi: trackNFTAbi,
        functionName: "mintTrack",
        args: [uri],
        value: MINT_FEE,
      }),
    );
    const afterMint = await nftsOf(actors.address(0));
    expect(afterMint.error).toBeNull();
    const minted = afterMint.nfts.find((n) => n.tokenURI === uri);
    expect(minted).toMatchObject({
      type: "music",
      standard: "erc721",
      owner: actors.address(0).toLowerCase(),
      contractAddress: deployment.TrackNFT.toLowerCase(),
    });
    const tokenId = BigInt(minted?.tokenId ?? "0");

    await mined(
      await alice.writeContract({
        address: deployment.TrackNFT,
        abi: trackNFTAbi,
        functionName: "transferFrom",
        args: [actors.address(0), actors.address(1), tokenId],
      }),
    );
    expect((await nftsOf(actors.address(0))).nfts.some((n) => n.tokenId === tokenId.toString())).toBe(false);
    expect((await nftsOf(actors.address(1))).nfts.find((n) => n.tokenId === tokenId.toString())?.tokenURI).toBe(uri);

    await mined(await bob.writeContract({ address: deployment.TrackNFT, abi: trackNFTAbi, functionName: "burn", args: [tokenId] }));
    expect((await nftsOf(actors.address(1))).nfts.some((n) => n.tokenId === tokenId.toString() && n.standard === "erc721")).toBe(false);
  });

  it("keeps ERC-1155 balances per holder", async () => {
    const uri = `ipfs://bafy-ticket-${Date.now()}`;
    await mined(
      await alice.writeContract({
        address: deployment.TicketNFT,
        abi: ticketNFTAbi,
        functionName: "mintTicket",
        args: [actors.address(0), 3n, uri],
        value: MINT_FEE * 3n,
      }),
    );
    const ticket = (await nftsOf(actors.address(0))).nfts.find((n) => n.tokenURI === uri);
    expect(ticket).toMatchObject({ type: "edition", standard: "erc1155", balance: "3" });
    const id = BigInt(ticket?.tokenId ?? "0");
    await mined(
      await alice.writeContract({
        address: deployment.TicketNFT,
        abi: ticketNFTAbi,
        functionName: "safeTransferFrom",
        args: [actors.address(0), actors.address(2), id, 1n, "0x"],
      }),
    );
    expect((await nftsOf(actors.address(0))).nfts.find((n) => n.tokenId === id.toString() && n.standard === "erc1155")?.balance).toBe("2");
    expect((await nftsOf(actors.address(2))).nfts.find((n) => n.tokenId === id.toString() && n.standard === "erc1155")).toMatchObject({
      balance: "1",
      tokenURI: uri,
    });
  });

  it("persists its cursor and re-scans without applying anything twice", async () => {
    await syncHoldings(t.db, t.deps.chain, logger);
    const before = await nftsOf(actors.address(0));
    const cursors = await t.db.select().from(chainCursors);
    expect(cursors.map((c) => c.contract).sort()).toEqual([deployment.TicketNFT.toLowerCase(), deployment.TrackNFT.toLowerCase()].sort());
    const head = await t.deps.chain.client.getBlockNumber();
    for (const cursor of cursors) expect(cursor.lastBlock).toBe(head);
    // Forget the cursors, as after a lost checkpoint: a full re-scan must change nothing.
    await t.db.delete(chainCursors);
    await syncHoldings(t.db, t.deps.chain, logger);
    expect(await nftsOf(actors.address(0))).toEqual(before);
  });

  it("forgets its index for a chain that was deployed anew, and rebuilds it", async () => {
    const before = await nftsOf(actors.address(0));
    await resetChainIndex(t.db, t.deps.chain.chainId);
    expect(await t.db.select().from(chainCursors)).toEqual([]);
    expect(await nftsOf(actors.address(0))).toEqual(before);
  });

  it("rejects an invalid wallet address with the SPEC message", async () => {
    const res = await t.request("/api/wallets/0x123/nfts");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "bad_request", reason: "invalid_input", message: "Invalid Ethereum address format: 0x123" },
    });
  });
});
