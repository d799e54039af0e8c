import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getAddress, parseEther, type Address } from "viem";
import { eq } from "drizzle-orm";
import { marketplaceListings } from "@wbe3/db";
import { countQueries } from "@wbe3/db/testing";
import {
  LISTING_NOT_FOUND,
  type ApiErrorBody,
  type ArtistPage,
  type Collectors,
  type OwnedNft,
  type OwnedNftsResponse,
  type UploadRecord,
} from "@wbe3/domain";
import { artistTokens } from "../../test/artist-tokens.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { PNG_1X1 } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Accounts 50-55 belong to this file; the suite funds only 10-39, so it funds them itself.
const actors = chainActors([50, 51, 52, 53, 54, 55]);
const [artistWallet, , collectorWallet] = actors.wallets as [(typeof actors.wallets)[0], unknown, (typeof actors.wallets)[0]];
const ARTIST = actors.address(0);
const FAN = actors.address(1);
const COLLECTOR = actors.address(2);
const ONE_TOKEN = actors.address(3);
const FIFTY_TOKENS = actors.address(4);
const NOBODY = actors.address(5);
const { deployment } = actors;

let t: TestApp;
let artistCookie: string;
const { send, get, storeFile, mintedUpload, giveTrack, giveEdition, mintTicket, storedMetadata } = artistTokens(
  () => t,
  artistWallet,
  () => artistCookie,
  deployment,
);

beforeAll(async () => {
  for (const i of [0, 1, 2]) await actors.testClient.setBalance({ address: actors.address(i), value: parseEther("100") });
  t = await createTestApp({ seed: false });
  artistCookie = (await signInWithWallet(t, artistWallet.account, "artist")).cookie;
  await send("PUT", "/api/artist/profile", { username: "vault.artist", name: "Vault Artist" }, artistCookie);
  const collectorCookie = (await signInWithWallet(t, collectorWallet.account, "artist")).cookie;
  await send("PUT", "/api/artist/profile", { username: "keen.collector", name: "Keen Collector" }, collectorCookie);
});
afterAll(() => t.close());

const vaultOf = (address: Address) => get<OwnedNftsResponse>(`/api/wallets/${address}/nfts`);
const find = (vault: OwnedNftsResponse, contract: Address, tokenId: bigint): OwnedNft | undefined =>
  vault.nfts.find((n) => n.contractAddress === contract.toLowerCase() && n.tokenId === tokenId.toString());

const minted: Record<"track" | "art" | "edition", Awaited<ReturnType<typeof mintedUpload>> | null> = {
  track: null,
  art: null,
  edition: null,
};

describe("the vault", () => {
  it("shows each received token with its real title, category, artwork, artist and player", async () => {
    minted.track = await mintedUpload({ title: "Golden Hour", category: "music" });
    minted.art = await mintedUpload({ title: "Blue Study", category: "art" });
    minted.edition = await mintedUpload({ title: "Night Drive", category: "music", nftType: "ERC1155", editions: 10 });
    await giveTrack(FAN, minted.track.tokenId);
    await giveTrack(FAN, minted.art.tokenId);
    await giveEdition(artistWallet, FAN, minted.edition.tokenId);
    const pass = await mintTicket(
      FAN,
      await storedMetadata({
        name: "Backstage Pass",
        image: "ipfs://bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku",
        attributes: [{ trait_type: "Category", value: "Ticket" }],
        properties: { artist: "Nova Reign" },
      }),
    );
    const bare = await mintTicket(FAN, "ipfs://bafkreiaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");

    const vault = await vaultOf(FAN);
    expect(vault.count).toBe(5);
    expect(find(vault, deployment.TrackNFT, minted.track.tokenId)).toMatchObject({
      title: "Golden Hour",
      category: "music",
      artist: "Vault Artist",
      imageUrl: `/ipfs/${minted.track.cover?.ipfsHash}`,
      mediaUrl: `/ipfs/${minted.track.file.ipfsHash}`,
      standard: "erc721",
      uploadId: minted.track.upload.id,
    });
    // The fix: art is art, though every ERC-721 of ours is a "music" contract token.
    expect(find(vault, deployment.TrackNFT, minted.art.tokenId)).toMatchObject({
      title: "Blue Study",
      category: "art",
      imageUrl: `/ipfs/${minted.art.file.ipfsHash}`,
      mediaUrl: null,
    });
    // The fix: a received edition is titled, not "Token #1".
    expect(find(vault, deployment.TicketNFT, minted.edition.tokenId)).toMatchObject({
      title: "Night Drive",
      category: "music",
      balance: "1",
      standard: "erc1155",
      mediaUrl: `/ipfs/${minted.edition.file.ipfsHash}`,
    });
    expect(find(vault, deployment.TicketNFT, pass)).toMatchObject({
      title: "Backstage Pass",
      category: "ticket",
      artist: "Nova Reign",
      imageUrl: "/ipfs/bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku",
      mediaUrl: null,
    });
    expect(find(vault, deployment.TicketNFT, bare)).toMatchObject({
      title: `Token #${bare}`,
      category: "ticket",
      artist: null,
      imageUrl: null,
    });

    // The artist keeps the other nine copies of the edition, titled the same.
    expect(find(await vaultOf(ARTIST), deployment.TicketNFT, minted.edition.tokenId)).toMatchObject({ title: "Night Drive", balance: "9" });
  });

  it("describes a token sold through a listing by that listing", async () => {
    // Other bytes than the art's PNG (a stored file keeps the category it was first stored for).
    const photo = await storeFile(Buffer.concat([PNG_1X1, Buffer.from("ring")]), "ring.png", "jewelry");
    const { upload } = await send<{ upload: UploadRecord }>(
      "POST",
      "/api/uploads",
      { title: "Silver Ring", category: "jewelry", price: "3", mintAsNFT: false, fileCid: photo.ipfsHash },
      artistCookie,
      201,
    );
    const tokenId = await mintTicket(FAN, "ipfs://bafkreibbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb");
    // As checkout records the token a mint-on-purchase listing created (lower case, like the index).
    await t.db
      .update(marketplaceListings)
      .set({ tokenContract: deployment.TicketNFT.toLowerCase(), tokenId })
      .where(eq(marketplaceListings.uploadId, upload.id));
    expect(find(await vaultOf(FAN), deployment.TicketNFT, tokenId)).toMatchObject({
      title: "Silver Ring",
      category: "jewelry",
      artist: "Vault Artist",
      imageUrl: `/ipfs/${photo.ipfsHash}`,
      mediaUrl: null,
    });
  });

  it("answers 1 or 50 tokens in the same database round trips (the holdings, one per registered area) and one RPC call", async () => {
    await mintTicket(ONE_TOKEN, await storedMetadata({ name: "Solo", attributes: [] }));
    for (let i = 0; i < 50; i++) {
      await mintTicket(
        FIFTY_TOKENS,
        i % 2 === 0 ? await storedMetadata({ name: `Stub ${i}`, attributes: [] }) : `ipfs://nothing-stored-${i}`,
      );
    }
    // The first read brings the index up to date; the ones measured find it current.
    expect((await vaultOf(FIFTY_TOKENS)).count).toBe(50);

    // The node is reached through fetch (JSON-RPC over HTTP, batched): count the calls inside.
    const fetches = vi.spyOn(globalThis, "fetch");
    const rpcMethods = () =>
      fetches.mock.calls.flatMap(([, init]) =>
        [JSON.parse(typeof init?.body === "string" ? init.body : "null") as unknown]
          .flat()
          .map((call) => (call as { method: string }).method),
      );
    const queries = countQueries({ db: t.db, driver: t.deps.driver });
    const measure = async <T>(read: () => Promise<T>) => {
      queries.reset();
      fetches.mockClear();
      const answer = await read();
      return { answer, cost: { queries: queries.count, rpc: rpcMethods() } };
    };
    try {
      // Other test files mine blocks on the shared chain meanwhile; a read that found the index
      // behind caught it up first (eth_getLogs and its writes): measure again until both reads
      // found it current, which is the cost being asserted.
      let one = await measure(() => vaultOf(ONE_TOKEN));
      let fifty = await measure(() => vaultOf(FIFTY_TOKENS));
      const current = (cost: { rpc: string[] }) => cost.rpc.length === 1;
      for (let attempt = 0; attempt < 5 && !(current(one.cost) && current(fifty.cost)); attempt++) {
        one = await measure(() => vaultOf(ONE_TOKEN));
        fifty = await measure(() => vaultOf(FIFTY_TOKENS));
      }

      expect(one.answer.nfts.map((n) => n.title)).toEqual(["Solo"]);
      expect(fifty.answer.nfts.filter((n) => n.title.startsWith("Stub "))).toHaveLength(25);
      // The index's cursor and holdings, and one query per query an area answers with: uploads (mints, listings),
      // publishing, live shows (ticket tokens).
      expect(one.cost).toEqual({ queries: 6, rpc: ["eth_blockNumber"] });
      expect(fifty.cost).toEqual(one.cost);
    } finally {
      queries.stop();
      fetches.mockRestore();
    }
  });
});

describe("collected by", () => {
  const collectorsOf = (listingId: string) => get<Collectors>(`/api/marketplace/listings/${listingId}/collectors`);
  const listingOf = async (uploadId: string) => {
    const [row] = await t.db
      .select({ id: marketplaceListings.id })
      .from(marketplaceListings)
      .where(eq(marketplaceListings.uploadId, uploadId));
    if (!row) throw new Error("no listing");
    return row.id;
  };

  it("counts a listing's holders, newest first, with their username where they have one, never the artist", async () => {
    const edition = minted.edition;
    if (!edition) throw new Error("the vault tests mint first");
    const listingId = await listingOf(edition.upload.id);
    // The artist still holds copies: holding your own work is not collecting it.
    expect(await collectorsOf(listingId)).toEqual({ count: 1, newest: [{ address: FAN.toLowerCase(), username: null }] });

    await giveEdition(artistWallet, COLLECTOR, edition.tokenId);
    expect(await collectorsOf(listingId)).toEqual({
      count: 2,
      newest: [
        { address: COLLECTOR.toLowerCase(), username: "keen.collector" },
        { address: FAN.toLowerCase(), username: null },
      ],
    });
  });

  it("follows a minted upload's token when the listing names none, and answers none for an uncollected listing", async () => {
    const track = minted.track;
    if (!track) throw new Error("the vault tests mint first");
    const listingId = await listingOf(track.upload.id);
    await t.db.update(marketplaceListings).set({ tokenContract: null, tokenId: null }).where(eq(marketplaceListings.id, listingId));
    expect(await collectorsOf(listingId)).toEqual({ count: 1, newest: [{ address: FAN.toLowerCase(), username: null }] });

    const fresh = await mintedUpload({ title: "Unsold", category: "music" });
    expect(await collectorsOf(await listingOf(fresh.upload.id))).toEqual({ count: 0, newest: [] });
  });

  it("refuses an unknown or malformed listing id", async () => {
    const missing = await t.request("/api/marketplace/listings/00000000-0000-4000-8000-000000000000/collectors");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ApiErrorBody).error).toMatchObject({ code: "not_found", message: LISTING_NOT_FOUND });
    expect((await t.request("/api/marketplace/listings/nope/collectors")).status).toBe(400);
  });

  it("gives the artist page the distinct collectors of all the artist's tokens, at most the newest five", async () => {
    const page = await get<ArtistPage>("/api/artists/vault.artist");
    // The fan holds four of the artist's tokens and counts once; the collector holds one.
    expect(page.collectors).toEqual({
      count: 2,
      newest: [
        { address: COLLECTOR.toLowerCase(), username: "keen.collector" },
        { address: FAN.toLowerCase(), username: null },
      ],
    });

    // Four more collectors, each acquiring after the last (each page view indexes the gift before the next).
    const more = [
      NOBODY,
      "0x00000000000000000000000000000000000a11ce",
      "0x00000000000000000000000000000000000b0b00",
      "0x0000000000000000000000000000000000c0ffee",
    ];
    for (const address of more) {
      await giveEdition(artistWallet, getAddress(address), minted.edition?.tokenId ?? 0n);
      await get<ArtistPage>("/api/artists/vault.artist");
    }
    const after = await get<ArtistPage>("/api/artists/vault.artist");
    expect(after.collectors.count).toBe(6);
    // Five shown, newest first: the fan, the earliest, drops out.
    expect(after.collectors.newest.map((c) => c.address)).toEqual([...more.map((a) => a.toLowerCase()).reverse(), COLLECTOR.toLowerCase()]);
    expect((await get<ArtistPage>("/api/artists/keen.collector")).collectors).toEqual({ count: 0, newest: [] });
  });
});
