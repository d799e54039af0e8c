import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, http, parseEther, type Hash } from "viem";
import { inject } from "vitest";
import { trackNFTAbi } from "@wbe3/contracts";
import { localChain } from "@wbe3/contracts/local-chain";
import { nftMints } from "@wbe3/db";
import type { ApiErrorBody, ArtistPage, MarketplacePage, NftMetadata, OwnedNftsResponse, PrepareMintResponse, StoredFile, UploadRecord } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signInWithWallet, testAccount } from "../../test/auth-helpers.ts";
import { PNG_1X1, formWith, wavBytes } from "../../test/file-fixtures.ts";

const artistAccount = testAccount(38);
const fanAccount = testAccount(39);
const { rpcUrl, chainId, deployment } = inject("anvil");
const chain = localChain(chainId, rpcUrl);
const artistWallet = createWalletClient({ account: artistAccount, chain, transport: http(rpcUrl) });
const fanWallet = createWalletClient({ account: fanAccount, chain, transport: http(rpcUrl) });

let t: TestApp;
let artist: string;
let fan: string;
beforeAll(async () => {
  t = await createTestApp();
  artist = (await signInWithWallet(t, artistAccount, "artist")).cookie;
  fan = (await signInWithWallet(t, fanAccount, "fan")).cookie;
});
afterAll(() => t.close());

const json = (method: string, path: string, body: unknown, cookie = artist) =>
  t.request(path, { method, headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });

async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function storeFile(bytes: Buffer, name: string, category: string): Promise<StoredFile> {
  return ok<StoredFile>(await t.request("/api/files", { method: "POST", headers: { cookie: artist }, body: formWith(bytes, name, category) }), 201);
}

async function mintOnChain(tokenURI: string, royaltyPercent: number): Promise<Hash> {
  const hash = await artistWallet.writeContract({
    address: deployment.TrackNFT,
    abi: trackNFTAbi,
    functionName: "mintTrackWithRoyalty",
    args: [tokenURI, BigInt(royaltyPercent * 100)],
    value: parseEther("0.001"),
  });
  await t.deps.chain.client.waitForTransactionReceipt({ hash });
  return hash;
}

describe("from file to token", () => {
  let upload: UploadRecord;
  let prepared: PrepareMintResponse;
  let txHash: Hash;

  it("asks for an artist profile before the first upload, with a unique username", async () => {
    const track = await storeFile(wavBytes(400), "first.wav", "music");
    const refused = await json("POST", "/api/uploads", { category: "music", title: "Too early", price: "1", fileCid: track.ipfsHash });
    expect(refused.status).toBe(409);
    const taken = await json("PUT", "/api/artist/profile", { username: "novareign", name: "Impostor" });
    expect(taken.status).toBe(409);
    const { profile } = await ok<{ profile: { username: string; walletAddress: string } }>(await json("PUT", "/api/artist/profile", { username: "lumen.rae", name: "Lumen Rae", bio: "Ambient producer." }));
    expect(profile).toMatchObject({ username: "lumen.rae", walletAddress: artistAccount.address.toLowerCase() });
  });

  it("creates the public upload record and its marketplace listing", async () => {
    // Asked just before, the marketplace must not answer from what it remembered then.
    expect((await ok<MarketplacePage>(await t.request("/api/marketplace?q=night%20drive"))).items).toEqual([]);
    const track = await storeFile(wavBytes(400), "night-drive.wav", "music");
    const cover = await storeFile(PNG_1X1, "cover.png", "art");
    ({ upload } = await ok<{ upload: UploadRecord }>(
      await json("POST", "/api/uploads", {
        category: "music",
        title: "Night Drive",
        description: "Synths for the road.",
        tags: "synthwave, night, drive",
        price: "2.50",
        royalty: 12,
        fileCid: track.ipfsHash,
        imageCid: cover.ipfsHash,
      }),
      201,
    ));
    expect(upload).toMatchObject({ title: "Night Drive", artistName: "Lumen Rae", price: "2500000000000000000", royalty: 12, isMinted: false, tags: ["synthwave", "night", "drive"], imageUrl: cover.url, fileUrl: track.url });
    const market = await ok<MarketplacePage>(await t.request("/api/marketplace?q=night%20drive"));
    expect(market.items).toEqual([expect.objectContaining({ title: "Night Drive", artist: "Lumen Rae", category: "music", isMinted: false })]);
  });

  it("lists public uploads in the storefront", async () => {
    const { items } = await ok<{ items: { title: string; isMinted: boolean; tags: string[] }[] }>(await t.request("/api/storefront", { headers: { cookie: artist } }));
    expect(items[0]).toMatchObject({ title: "Night Drive", isMinted: false, tags: ["synthwave", "night", "drive"] });
  });

  it("refuses an upload without file, title or price, with the spec's message", async () => {
    for (const body of [{ category: "music", title: "x", price: "1" }, { category: "music", price: "1", fileCid: "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e" }, { category: "music", title: "x", fileCid: "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e" }]) {
      const res = await json("POST", "/api/uploads", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.message).toMatch(/Please fill in all required fields/);
    }
    const unknownFile = await json("POST", "/api/uploads", { category: "music", title: "x", price: "1", fileCid: "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e" });
    expect(((await unknownFile.json()) as ApiErrorBody).error.message).toMatch(/Upload the file again/);
  });

  it("builds and stores the token metadata from the upload", async () => {
    prepared = await ok<PrepareMintResponse>(await json("POST", `/api/uploads/${upload.id}/metadata`, {}));
    expect(prepared.tokenURI).toBe(`ipfs://${prepared.metadataCid}`);
    const metadata = await ok<NftMetadata>(await t.request(`/ipfs/${prepared.metadataCid}`));
    expect(metadata).toMatchObject({
      name: "Night Drive",
      description: "Synths for the road.",
      image: expect.stringMatching(/^ipfs:\/\/b/),
      animation_url: expect.stringMatching(/^ipfs:\/\/b/),
      properties: { artist: "Lumen Rae", genre: "synthwave", price: "2.50 WBE3", royalty: 12, minter: artistAccount.address.toLowerCase() },
    });
  });

  it("records the mint only from a verified receipt, once", async () => {
    const other = await mintOnChain("ipfs://bafkreisomethingelseentirelydifferent000000000000000000", 10);
    const wrongToken = await json("POST", `/api/uploads/${upload.id}/mint`, { txHash: other });
    expect(((await wrongToken.json()) as ApiErrorBody).error.message).toMatch(/minted a different token/);

    expect((await ok<MarketplacePage>(await t.request("/api/marketplace?q=night%20drive"))).items[0]?.isMinted).toBe(false);
    txHash = await mintOnChain(prepared.tokenURI, 12);
    const { upload: minted } = await ok<{ upload: UploadRecord }>(await json("POST", `/api/uploads/${upload.id}/mint`, { txHash }));
    expect(minted).toMatchObject({ isMinted: true, mint: { contract: deployment.TrackNFT.toLowerCase(), txHash: txHash.toLowerCase() } });
    const replay = await ok<{ upload: UploadRecord }>(await json("POST", `/api/uploads/${upload.id}/mint`, { txHash }));
    expect(replay.upload.mint).toEqual(minted.mint);
    expect((await t.db.select().from(nftMints)).filter((m) => m.txHash === txHash.toLowerCase())).toHaveLength(1);
    const market = await ok<MarketplacePage>(await t.request("/api/marketplace?q=night%20drive"));
    expect(market.items[0]?.isMinted).toBe(true);
  });

  it("refuses someone else's mint and someone else's upload", async () => {
    const fanMint = await fanWallet.writeContract({ address: deployment.TrackNFT, abi: trackNFTAbi, functionName: "mintTrack", args: ["ipfs://fan-token"], value: parseEther("0.001") });
    await t.deps.chain.client.waitForTransactionReceipt({ hash: fanMint });
    const second = await storeFile(wavBytes(300), "second.wav", "music");
    const { upload: next } = await ok<{ upload: UploadRecord }>(await json("POST", "/api/uploads", { category: "music", title: "Second", price: "1", fileCid: second.ipfsHash }), 201);
    await ok(await json("POST", `/api/uploads/${next.id}/metadata`, {}));
    expect(((await (await json("POST", `/api/uploads/${next.id}/mint`, { txHash: fanMint })).json()) as ApiErrorBody).error.message).toMatch(/different token|different wallet/);
    expect((await json("POST", `/api/uploads/${next.id}/metadata`, {}, fan)).status).toBe(403);
  });

  it("shows the track on the artist's page with a playable preview and its duration", async () => {
    const page = await ok<ArtistPage>(await t.request("/api/artists/lumen.rae"));
    expect(page.artist).toMatchObject({ username: "lumen.rae", name: "Lumen Rae", bio: "Ambient producer." });
    const track = page.catalog.tracks.find((tr) => tr.title === "Night Drive");
    expect(track).toMatchObject({ previewUrl: upload.fileUrl, albumArt: upload.imageUrl, duration: 50 });
    expect(page.catalog.totalTracks).toBe(page.catalog.tracks.length);
    expect((await t.request("/api/artists/nobody-here")).status).toBe(404);
    const byWallet = await ok<{ artist: { username: string } }>(await t.request(`/api/artists/by-wallet/${artistAccount.address}`));
    expect(byWallet.artist.username).toBe("lumen.rae");
    const discover = await ok<{ artists: { username: string; verified: boolean }[] }>(await t.request("/api/artists"));
    expect(discover.artists.every((a) => a.verified)).toBe(true);
    expect(discover.artists.map((a) => a.username)).toContain("novareign");
  });

  it("puts the token in a fan's vault after a transfer", async () => {
    const { uploads } = await ok<{ uploads: UploadRecord[] }>(await t.request("/api/uploads/mine", { headers: { cookie: artist } }));
    const tokenId = BigInt(uploads.find((u) => u.id === upload.id)?.mint?.tokenId ?? "0");
    const hash = await artistWallet.writeContract({ address: deployment.TrackNFT, abi: trackNFTAbi, functionName: "transferFrom", args: [artistAccount.address, fanAccount.address, tokenId] });
    await t.deps.chain.client.waitForTransactionReceipt({ hash });
    const vault = await ok<OwnedNftsResponse>(await t.request(`/api/wallets/${fanAccount.address}/nfts`));
    expect(vault.nfts).toContainEqual(expect.objectContaining({ tokenId: tokenId.toString(), tokenURI: prepared.tokenURI, type: "music" }));
  });
});
