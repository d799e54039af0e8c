import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, http } from "viem";
import { eq } from "drizzle-orm";
import { nftMints } from "@wbe3/db";
import type { ApiErrorBody, UploadRecord } from "@wbe3/domain";
import { chainActors } from "../../test/chain-actors.ts";
import { testAccount } from "../../test/auth-helpers.ts";
import { mintingArtist, mintTrack } from "../../test/mint-flow.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { textContaining } from "../../test/matchers.ts";

const account = testAccount(34);
const actors = chainActors([34]);
const wallet = createWalletClient({ account, chain: actors.chain, transport: http(actors.rpcUrl) });

let t: TestApp;
let artist: Awaited<ReturnType<typeof mintingArtist>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  artist = await mintingArtist(t, account, "parallel.minter");
});
afterAll(() => t.close());

describe("confirming a mint", () => {
  it("records 50 parallel confirmations of one transaction once, and answers every one of them alike", async () => {
    const { upload, tokenURI } = await preparedAndMinted("Fifty at once");
    const responses = await Promise.all(Array.from({ length: 50 }, () => artist.confirm(upload.id, upload.txHash)));
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const bodies = await Promise.all(responses.map(async (res) => ((await res.json()) as { upload: UploadRecord }).upload.mint));
    expect(new Set(bodies.map((mint) => JSON.stringify(mint))).size).toBe(1);
    const rows = await t.db.select().from(nftMints).where(eq(nftMints.txHash, upload.txHash.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ uploadId: upload.id });
    expect(tokenURI).toMatch(/^ipfs:\/\//);
  });

  it("lets one of two uploads with the same token URI claim the token: the other is refused 409 conflict, never 500", async () => {
    const first = await preparedAndMinted("Claimed twice");
    // Same title and file: the same metadata, so the same token URI, and the transaction matches both.
    const twin = await artist.preparedUpload("Claimed twice", first.fileCid);
    expect(twin.tokenURI).toBe(first.tokenURI);
    const ids = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first.upload.id : twin.upload.id));
    const responses = await Promise.all(ids.map((id) => artist.confirm(id, first.upload.txHash)));
    expect(responses.map((res) => res.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const rows = await t.db.select().from(nftMints).where(eq(nftMints.txHash, first.upload.txHash.toLowerCase()));
    expect(rows).toHaveLength(1);
    const winner = rows[0]?.uploadId;
    for (const [i, res] of responses.entries()) {
      if (ids[i] === winner) expect(res.status).toBe(200);
      else expect(((await res.json()) as ApiErrorBody).error.code).toBe("conflict");
    }
  });

  it("saves the chain before acknowledging: when that fails the answer is 503 unavailable and nothing is recorded", async () => {
    const { upload } = await preparedAndMinted("Not saved");
    const chain = t.deps.chain;
    t.deps.chain = { ...chain, persistState: () => Promise.reject(new Error("disk full")) };
    try {
      const res = await artist.confirm(upload.id, upload.txHash);
      expect(res.status).toBe(503);
      expect(((await res.json()) as ApiErrorBody).error).toMatchObject({
        code: "unavailable",
        message: textContaining(`Local chain ${chain.chainId}`),
      });
      expect(await t.db.select().from(nftMints).where(eq(nftMints.txHash, upload.txHash.toLowerCase()))).toHaveLength(0);
    } finally {
      t.deps.chain = chain;
    }
    expect((await artist.confirm(upload.id, upload.txHash)).status).toBe(200);
  });
});

async function preparedAndMinted(title: string) {
  const { upload, tokenURI, fileCid } = await artist.preparedUpload(title);
  const txHash = await mintTrack(wallet, t.deps.chain.client, actors.deployment.TrackNFT, tokenURI);
  return { upload: { ...upload, txHash }, tokenURI, fileCid };
}
