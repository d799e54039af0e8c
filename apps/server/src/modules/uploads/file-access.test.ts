import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { marketplaceListings, tokenHoldings, uploads } from "@wbe3/db";
import {
  ACCESS_CHOICE_ONLY_FOR_TRACKS,
  PREVIEW_FOR_HOLDERS_TRACKS,
  PREVIEW_NOT_THE_TRACK,
  type ArtistPage,
  type NftMetadata,
  type RadioTracks,
  type UploadRecord,
} from "@wbe3/domain";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { PNG_1X1, wavBytes } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { listingMetadataUri, soldFileOf } from "../commerce/service.ts";
import { saleListings } from "../marketplace/service.ts";
import { uploadSteps } from "./upload-steps.ts";

// Issue 19, points 1 and 6: the artist chooses who plays a track; the category decides for the rest.
// Holders are written into the transfer index by hand (fresh keys, nothing sent on chain).
let t: TestApp;
let steps: ReturnType<typeof uploadSteps>;
let artist: string;
let artistWallet: string;
let nextTokenId = 9_100_000_001n;
const freshFan = async () => {
  const account = privateKeyToAccount(generatePrivateKey());
  return { cookie: (await signInWithWallet(t, account, "fan")).cookie, wallet: account.address.toLowerCase() };
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  steps = uploadSteps(t);
  const signedIn = await signInWithWallet(t, privateKeyToAccount(generatePrivateKey()), "artist");
  artist = signedIn.cookie;
  artistWallet = (signedIn.body.user?.walletAddress ?? "").toLowerCase();
  await steps.profile(artist, { username: "velvet.gate", name: "Velvet Gate" });
});
afterAll(() => t.close());

/** Sells the upload's first edition to `owner` as the index would record it: the listing's token, held. */
async function soldTo(upload: UploadRecord, owner: string) {
  const token = { chainId: t.deps.chain.chainId, contract: t.deps.chain.contracts.TicketNFT.toLowerCase(), tokenId: nextTokenId++ };
  await t.db
    .update(marketplaceListings)
    .set({ tokenContract: token.contract, tokenId: token.tokenId })
    .where(eq(marketplaceListings.id, upload.listingId ?? ""));
  await t.db.insert(tokenHoldings).values({ ...token, owner, standard: "erc1155", balance: 1n, acquiredBlock: 1n, acquiredLogIndex: 0 });
  return token;
}

const mine = async () =>
  (await steps.ok<{ uploads: UploadRecord[] }>(await t.request("/api/uploads/mine", { headers: { cookie: artist } }))).uploads;
const fileCidOf = (upload: UploadRecord) => (upload.fileUrl ?? "").split("/").at(-1) ?? "";

describe("a holders-only track", () => {
  let upload: UploadRecord;
  let cid: string;
  beforeAll(async () => {
    upload = await steps.musicUpload(artist, "Sealed Verse", { fileAccess: "holders" }, 3101);
    cid = fileCidOf(upload);
  });

  it("is named by its access URL, and /ipfs does not serve it", async () => {
    expect(upload).toMatchObject({ fileAccess: "holders", holders: 0, fileUrl: `/api/content/${cid}` });
    expect((await t.request(`/ipfs/${cid}`)).status).toBe(404);
    expect((await t.request(`/api/content/${cid}`, { headers: { cookie: artist } })).status).toBe(200);
  });

  it("opens to whoever holds its listing's edition, and to nobody else", async () => {
    const [holder, stranger] = [await freshFan(), await freshFan()];
    await soldTo(upload, holder.wallet);
    expect((await t.request(`/api/content/${cid}`, { headers: { cookie: holder.cookie } })).status).toBe(200);
    const refused = await t.request(`/api/content/${cid}`, { headers: { cookie: stranger.cookie } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { reason: string } }).error.reason).toBe("not_holder");
  });

  it("shows in My uploads with its rule and how many holders can open it (the artist's own wallet not counted)", async () => {
    const other = await steps.musicUpload(artist, "Sealed Twin", { fileAccess: "holders" }, 3103);
    const token = await soldTo(other, (await freshFan()).wallet);
    await t.db
      .insert(tokenHoldings)
      .values({ ...token, owner: artistWallet, standard: "erc1155", balance: 2n, acquiredBlock: 1n, acquiredLogIndex: 0 });
    await t.db
      .insert(tokenHoldings)
      .values({ ...token, owner: (await freshFan()).wallet, standard: "erc1155", balance: 0n, acquiredBlock: 1n, acquiredLogIndex: 0 });
    const listed = await mine();
    expect(listed.find((u) => u.id === other.id)).toMatchObject({ fileAccess: "holders", holders: 1 });
    expect(listed.find((u) => u.title === "Sealed Verse")).toMatchObject({ fileAccess: "holders" });
  });

  it("is listed on the artist's page without its file, with its listing to buy it", async () => {
    const page = (await (await t.request("/api/artists/velvet.gate")).json()) as ArtistPage;
    const track = page.catalog.tracks.find((tr) => tr.title === "Sealed Verse");
    expect(track).toMatchObject({ previewUrl: null, buyListingId: upload.listingId });
    expect(JSON.stringify(page)).not.toContain(cid);
  });

  it("is named in its token metadata by its access URL on this site, never by its CID", async () => {
    const { metadataCid } = await steps.prepareMint(artist, upload.id);
    const metadata = (await (await t.request(`/ipfs/${metadataCid}`)).json()) as NftMetadata;
    expect(metadata.animation_url).toBe(`${t.deps.env.origins.canonical}/api/content/${cid}`);
    expect(JSON.stringify(metadata)).not.toContain(`ipfs://${cid}`);
  });

  it("may have a public preview clip that everyone hears instead, and the artist may take it back", async () => {
    const clip = await steps.storeFile(artist, wavBytes(3113), "clip.wav", "music");
    const set = await steps.json("PUT", `/api/uploads/${upload.id}/preview`, { previewCid: clip.ipfsHash }, artist);
    expect((await steps.ok<{ upload: UploadRecord }>(set)).upload).toMatchObject({
      previewUrl: `/ipfs/${clip.ipfsHash}`,
      fileAccess: "holders",
    });
    const page = (await (await t.request("/api/artists/velvet.gate")).json()) as ArtistPage;
    expect(page.catalog.tracks.find((tr) => tr.title === "Sealed Verse")).toMatchObject({
      previewUrl: `/ipfs/${clip.ipfsHash}`,
      buyListingId: upload.listingId,
    });
    expect((await t.request(`/ipfs/${clip.ipfsHash}`)).status).toBe(200);

    const cleared = await steps.json("PUT", `/api/uploads/${upload.id}/preview`, { previewCid: null }, artist);
    expect((await steps.ok<{ upload: UploadRecord }>(cleared)).upload.previewUrl).toBeNull();
  });

  it("refuses a preview that is the track itself, a public track's, someone else's, or not the artist's upload", async () => {
    const refused = async (id: string, previewCid: string | null, cookie = artist) =>
      steps.json("PUT", `/api/uploads/${id}/preview`, { previewCid }, cookie);
    const own = await refused(upload.id, cid);
    expect((await steps.refused(own, 400, "bad_request")).error).toMatchObject({
      reason: "preview_not_offered",
      message: PREVIEW_NOT_THE_TRACK,
    });
    const openTrack = await steps.musicUpload(artist, "Open Door", {}, 3115);
    const clip = await steps.storeFile(artist, wavBytes(3117), "clip2.wav", "music");
    const onPublic = await refused(openTrack.id, clip.ipfsHash);
    expect((await steps.refused(onPublic, 400, "bad_request")).error).toMatchObject({ message: PREVIEW_FOR_HOLDERS_TRACKS });
    const stranger = await freshFan();
    expect((await refused(upload.id, clip.ipfsHash, stranger.cookie)).status).toBe(403);
    const other = await signInWithWallet(t, privateKeyToAccount(generatePrivateKey()), "artist");
    await steps.profile(other.cookie, { username: "other.gate", name: "Other Gate" });
    await steps.refused(await refused(upload.id, clip.ipfsHash, other.cookie), 404, "not_found");
    const sealedTwin = (await steps.musicUpload(artist, "Sealed Clip", { fileAccess: "holders" }, 3121)).fileUrl ?? "";
    const gatedClip = await refused(upload.id, sealedTwin.split("/").at(-1) ?? "");
    expect((await steps.refused(gatedClip, 400, "bad_request")).error).toMatchObject({ message: PREVIEW_NOT_THE_TRACK });
    await steps.refused(await refused(upload.id, "not-a-cid"), 400, "bad_request");
    const theirs = await steps.storeFile(other.cookie, wavBytes(3119), "theirs.wav", "music");
    await steps.refused(await refused(upload.id, theirs.ipfsHash), 403, "forbidden");
  });

  it("is named by its access URL in the metadata of the edition its listing's first sale creates", async () => {
    const origin = t.deps.env.origins.canonical;
    const sold = await soldFileOf(t.db, { id: upload.listingId ?? "", uploadId: upload.id }, origin);
    expect(sold).toEqual({ uri: `${origin}/api/content/${cid}`, plays: true });
    const [listing] = await saleListings(t.db, [upload.listingId ?? ""]);
    if (!listing) throw new Error("the upload was not listed");
    const uri = await listingMetadataUri(t.deps.contentStore, listing, origin, sold);
    const metadata = (await (await t.request(`/ipfs/${uri.slice("ipfs://".length)}`)).json()) as NftMetadata;
    expect(metadata).toMatchObject({ animation_url: sold?.uri, external_url: sold?.uri });
    expect(JSON.stringify(metadata)).not.toContain(`ipfs://${cid}`);
  });

  it("is not played on the radio, where a public minted track is", async () => {
    await steps.musicUpload(artist, "Open Air", {}, 3107);
    // Every upload so far counts as minted: of them, only the public track may play on the radio.
    await t.db.update(uploads).set({ isMinted: true });
    const radio = (await (await t.request("/api/radio/tracks")).json()) as RadioTracks;
    const titles = radio.tracks.map((track) => track.title);
    expect(titles).toContain("Open Air");
    expect(titles.filter((title) => title.startsWith("Sealed"))).toEqual([]);
  });
});

describe("what the category decides", () => {
  it("keeps a public track public", async () => {
    const open = await steps.musicUpload(artist, "Street Tune", {}, 3109);
    expect(open).toMatchObject({ fileAccess: "public", fileUrl: expect.stringMatching(/^\/ipfs\//) as unknown });
    expect((await t.request(open.fileUrl ?? "")).status).toBe(200);
    const sold = await soldFileOf(t.db, { id: open.listingId ?? "", uploadId: open.id }, "https://wbe3.example");
    expect(sold).toEqual({ uri: `ipfs://${fileCidOf(open)}`, plays: true });
  });

  it("opens a book to its holders only", async () => {
    const file = await steps.storeFile(artist, Buffer.from("Chapter one.\n"), "tale.txt", "books");
    const res = await steps.json("POST", "/api/uploads", { category: "books", title: "Tale", price: "2", fileCid: file.ipfsHash }, artist);
    const { upload } = await steps.ok<{ upload: UploadRecord }>(res, 201);
    expect(upload).toMatchObject({ fileAccess: "holders", fileUrl: `/api/content/${file.ipfsHash}` });
    expect((await t.request(`/ipfs/${file.ipfsHash}`)).status).toBe(404);
  });

  it("refuses to keep a picture for holders, and keeps nothing", async () => {
    const image = await steps.storeFile(artist, PNG_1X1, "ring.png", "jewelry");
    const before = (await mine()).length;
    const res = await steps.json(
      "POST",
      "/api/uploads",
      { category: "jewelry", title: "Ring", price: "2", fileCid: image.ipfsHash, fileAccess: "holders" },
      artist,
    );
    const body = await steps.refused(res, 400, "bad_request");
    expect(body.error).toMatchObject({ reason: "access_not_offered", message: ACCESS_CHOICE_ONLY_FOR_TRACKS });
    expect((await mine()).length).toBe(before);
    // Still private to the artist who stored it: nothing made it public.
    expect((await t.request(`/ipfs/${image.ipfsHash}`)).status).toBe(404);
  });

  it("refuses an access rule it does not know", async () => {
    const track = await steps.storeFile(artist, wavBytes(3111), "odd.wav", "music");
    const res = await steps.json(
      "POST",
      "/api/uploads",
      { category: "music", title: "Odd", price: "1", fileCid: track.ipfsHash, fileAccess: "owner" },
      artist,
    );
    await steps.refused(res, 400, "bad_request");
  });
});
