import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, http } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { inject } from "vitest";
import { trackNFTAbi } from "@wbe3/contracts";
import { localChain } from "@wbe3/contracts/local-chain";
import { nftMints } from "@wbe3/db";
import type { ArtistPage, MarketplacePage, NftMetadata, OwnedNftsResponse, UploadRecord } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signInWithWallet, testAccount } from "../../test/auth-helpers.ts";
import { PNG_1X1, wavBytes } from "../../test/file-fixtures.ts";
import { textMatching } from "../../test/matchers.ts";
import { uploadSteps } from "./upload-steps.ts";

// Every test builds what it needs (session, profile, upload, mint) itself: each one passes when
// run alone. They share only the app and its database, and use titles no other test uses.
const artistAccount = testAccount(38);
const fanAccount = testAccount(39);
const { rpcUrl, chainId, deployment } = inject("anvil");
const chain = localChain(chainId, rpcUrl);
const artistWallet = createWalletClient({ account: artistAccount, chain, transport: http(rpcUrl) });

let t: TestApp;
let steps: ReturnType<typeof uploadSteps>;
beforeAll(async () => {
  t = await createTestApp();
  steps = uploadSteps(t);
});
afterAll(() => t.close());

const LUMEN = { username: "lumen.rae", name: "Lumen Rae", bio: "Ambient producer." };

/** A fresh session of the artist, with the profile set. */
async function artist(): Promise<string> {
  const { cookie } = await signInWithWallet(t, artistAccount, "artist");
  await steps.profile(cookie, LUMEN);
  return cookie;
}

const search = async (q: string) => (await steps.ok<MarketplacePage>(await t.request(`/api/marketplace?q=${encodeURIComponent(q)}`))).items;

describe("from file to token", () => {
  it("asks for an artist profile before the first upload, with a unique username", async () => {
    const newcomer = privateKeyToAccount(generatePrivateKey());
    const { cookie } = await signInWithWallet(t, newcomer, "artist");
    const track = await steps.storeFile(cookie, wavBytes(400), "first.wav", "music");
    await steps.refused(
      await steps.json("POST", "/api/uploads", { category: "music", title: "Too early", price: "1", fileCid: track.ipfsHash }, cookie),
      409,
      "conflict",
    );
    await steps.refused(
      await steps.json("PUT", "/api/artist/profile", { username: "novareign", name: "Impostor" }, cookie),
      409,
      "conflict",
    );
    const { profile } = await steps.ok<{ profile: { username: string; walletAddress: string } }>(
      await steps.json("PUT", "/api/artist/profile", { username: "first.light", name: "First Light" }, cookie),
    );
    expect(profile).toMatchObject({ username: "first.light", walletAddress: newcomer.address.toLowerCase() });
  });

  it("creates the public upload record and its marketplace listing", async () => {
    const cookie = await artist();
    // Asked just before, the marketplace must not answer from what it remembered then.
    expect(await search("night drive")).toEqual([]);
    const track = await steps.storeFile(cookie, wavBytes(400), "night-drive.wav", "music");
    const cover = await steps.storeFile(cookie, PNG_1X1, "cover.png", "art");
    // Stored private to the artist: the gateway serves neither until the upload makes them public.
    const gateway = async () => [(await t.request(`/ipfs/${track.ipfsHash}`)).status, (await t.request(`/ipfs/${cover.ipfsHash}`)).status];
    expect(await gateway()).toEqual([404, 404]);
    const { upload } = await steps.ok<{ upload: UploadRecord }>(
      await steps.json(
        "POST",
        "/api/uploads",
        {
          category: "music",
          title: "Night Drive",
          description: "Synths for the road.",
          tags: "synthwave, night, drive",
          price: "2.50",
          royalty: 12,
          fileCid: track.ipfsHash,
          imageCid: cover.ipfsHash,
        },
        cookie,
      ),
      201,
    );
    expect(upload).toMatchObject({
      title: "Night Drive",
      artistName: "Lumen Rae",
      price: "2500000000000000000",
      royalty: 12,
      isMinted: false,
      tags: ["synthwave", "night", "drive"],
      imageUrl: `/ipfs/${cover.ipfsHash}`,
      fileUrl: `/ipfs/${track.ipfsHash}`,
    });
    expect(await gateway()).toEqual([200, 200]);
    const found = await search("night drive");
    expect(found).toEqual([expect.objectContaining({ title: "Night Drive", category: "music", isMinted: false })]);
    expect(found[0]?.seller).toMatchObject({ name: "Lumen Rae", kind: "artist" });
  });

  it("lists public uploads in the storefront", async () => {
    const cookie = await artist();
    await steps.musicUpload(cookie, "Shop Window", { tags: "lofi, shop" });
    const { items } = await steps.ok<{ items: { title: string; isMinted: boolean; tags: string[] }[] }>(
      await t.request("/api/storefront", { headers: { cookie } }),
    );
    expect(items.find((i) => i.title === "Shop Window")).toMatchObject({ isMinted: false, tags: ["lofi", "shop"] });
  });

  it("refuses an upload without file, title or price, with the spec's message", async () => {
    const cookie = await artist();
    const known = "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e";
    for (const body of [
      { category: "music", title: "x", price: "1" },
      { category: "music", price: "1", fileCid: known },
      { category: "music", title: "x", fileCid: known },
    ]) {
      const refused = await steps.refused(await steps.json("POST", "/api/uploads", body, cookie), 400, "bad_request");
      expect(refused.error.message).toMatch(/Please fill in all required fields/);
    }
    await steps.refused(
      await steps.json("POST", "/api/uploads", { category: "music", title: "x", price: "1", fileCid: known }, cookie),
      400,
      "bad_request",
    );
  });

  it("builds and stores the token metadata from the upload", async () => {
    const cookie = await artist();
    const cover = await steps.storeFile(cookie, PNG_1X1, "cover.png", "art");
    const upload = await steps.musicUpload(cookie, "Metadata Song", {
      description: "Built by the server.",
      tags: "ambient",
      price: "2.50",
      royalty: 12,
      imageCid: cover.ipfsHash,
    });
    const prepared = await steps.prepareMint(cookie, upload.id);
    expect(prepared.tokenURI).toBe(`ipfs://${prepared.metadataCid}`);
    const metadata = await steps.ok<NftMetadata>(await t.request(`/ipfs/${prepared.metadataCid}`));
    expect(metadata).toMatchObject({
      name: "Metadata Song",
      description: "Built by the server.",
      image: `ipfs://${cover.ipfsHash}`,
      animation_url: textMatching(/^ipfs:\/\/b/),
      properties: { artist: "Lumen Rae", genre: "ambient", price: "2.50 WBE3", royalty: 12, minter: artistAccount.address.toLowerCase() },
    });
  });

  it("records the mint only from a verified receipt, once", async () => {
    const cookie = await artist();
    const upload = await steps.musicUpload(cookie, "Verified Receipt", { royalty: 12 });
    const prepared = await steps.prepareMint(cookie, upload.id);
    const other = await steps.mintOnChain(
      artistWallet,
      deployment.TrackNFT,
      "ipfs://bafkreisomethingelseentirelydifferent000000000000000000",
    );
    await steps.refused(await steps.confirmMint(cookie, upload.id, other), 400, "bad_request");

    expect((await search("verified receipt"))[0]?.isMinted).toBe(false);
    const txHash = await steps.mintOnChain(artistWallet, deployment.TrackNFT, prepared.tokenURI, 12);
    const { upload: minted } = await steps.ok<{ upload: UploadRecord }>(await steps.confirmMint(cookie, upload.id, txHash));
    expect(minted).toMatchObject({ isMinted: true, mint: { contract: deployment.TrackNFT.toLowerCase(), txHash: txHash.toLowerCase() } });
    const replay = await steps.ok<{ upload: UploadRecord }>(await steps.confirmMint(cookie, upload.id, txHash));
    expect(replay.upload.mint).toEqual(minted.mint);
    expect((await t.db.select().from(nftMints)).filter((m) => m.txHash === txHash.toLowerCase())).toHaveLength(1);
    expect((await search("verified receipt"))[0]?.isMinted).toBe(true);
  });

  it("shows the track on the artist's page with a playable preview and its duration", async () => {
    const cookie = await artist();
    const cover = await steps.storeFile(cookie, PNG_1X1, "cover.png", "art");
    const upload = await steps.musicUpload(cookie, "Page Preview", { imageCid: cover.ipfsHash }, 400);
    const page = await steps.ok<ArtistPage>(await t.request("/api/artists/lumen.rae"));
    expect(page.artist).toMatchObject({ username: "lumen.rae", name: "Lumen Rae", bio: "Ambient producer." });
    const track = page.catalog.tracks.find((tr) => tr.title === "Page Preview");
    expect(track).toMatchObject({ previewUrl: upload.fileUrl, albumArt: upload.imageUrl, duration: 50 });
    expect(page.catalog.totalTracks).toBe(page.catalog.tracks.length);
    await steps.refused(await t.request("/api/artists/nobody-here"), 404, "not_found");
    const byWallet = await steps.ok<{ artist: { username: string } }>(await t.request(`/api/artists/by-wallet/${artistAccount.address}`));
    expect(byWallet.artist.username).toBe("lumen.rae");
    const discover = await steps.ok<{ artists: { username: string; verified: boolean }[] }>(await t.request("/api/artists"));
    // Discover lists every artist with public work, verified or not (artists.test.ts covers its rules).
    expect(discover.artists.map((a) => a.username)).toContain("lumen.rae");
  });

  it("puts the token in a fan's vault after a transfer", async () => {
    const cookie = await artist();
    const upload = await steps.musicUpload(cookie, "Vault Gift");
    const prepared = await steps.prepareMint(cookie, upload.id);
    const txHash = await steps.mintOnChain(artistWallet, deployment.TrackNFT, prepared.tokenURI);
    const { upload: minted } = await steps.ok<{ upload: UploadRecord }>(await steps.confirmMint(cookie, upload.id, txHash));
    const tokenId = BigInt(minted.mint?.tokenId ?? "0");
    const hash = await artistWallet.writeContract({
      address: deployment.TrackNFT,
      abi: trackNFTAbi,
      functionName: "transferFrom",
      args: [artistAccount.address, fanAccount.address, tokenId],
    });
    await t.deps.chain.client.waitForTransactionReceipt({ hash });
    const vault = await steps.ok<OwnedNftsResponse>(await t.request(`/api/wallets/${fanAccount.address}/nfts`));
    expect(vault.nfts).toContainEqual(expect.objectContaining({ tokenId: tokenId.toString(), tokenURI: prepared.tokenURI, type: "music" }));
  });
});
