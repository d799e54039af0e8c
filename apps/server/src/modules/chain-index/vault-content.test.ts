import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { marketplaceListings, storedFiles } from "@wbe3/db";
import { ownedNftsAnswer, type OwnedNft, type UploadRecord } from "@wbe3/domain";
import { wavBytes } from "../../test/file-fixtures.ts";
import { gatedBooks } from "../../test/gated-books.ts";
import { soldFileOf } from "../commerce/service.ts";

// Issue 19, point 4: each owned token says what it opens — a book to read, a track to play — at
// the URL that opens it; a gated file is never named by its gateway URL. The holdings are written
// by hand as the index would (accounts 78 and 79 of gated-books.ts, nothing sent from them).
let world: Awaited<ReturnType<typeof gatedBooks>>;

beforeAll(async () => {
  world = await gatedBooks();
});
afterAll(() => world.t.close());

async function vaultOf(address: string): Promise<OwnedNft[]> {
  const answer = await world.call(null, "GET", `/api/wallets/${address}/nfts`);
  expect(answer.status).toBe(200);
  return ownedNftsAnswer.parse(answer.body).nfts;
}

/** An upload of the author's, listed and sold as the token the holder holds (as checkout records it). */
async function heldTrack(title: string) {
  const file = await world.books.storeFile(world.cookies.author, wavBytes(400 + title.length), `${title}.wav`, "music");
  const created = await world.call(world.cookies.author, "POST", "/api/uploads", {
    title,
    category: "music",
    price: "2",
    mintAsNFT: false,
    fileCid: file.ipfsHash,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { upload } = created.body as { upload: UploadRecord };
  const chain = world.t.deps.chain;
  const token = {
    chainId: chain.chainId,
    contract: chain.contracts.TicketNFT.toLowerCase(),
    tokenId: 9_500_000_000n + BigInt(title.length),
  };
  await world.t.db
    .update(marketplaceListings)
    .set({ tokenContract: token.contract, tokenId: token.tokenId })
    .where(eq(marketplaceListings.uploadId, upload.id));
  await world.setBalance(token, world.holder, 1n);
  return { cid: file.ipfsHash, tokenId: token.tokenId.toString(), uploadId: upload.id };
}

describe("what the vault opens", () => {
  it("gives a book edition's holder the manuscript to read at its access URL, and a copy to keep", async () => {
    const held = await world.heldBook("Vault Pages", world.holder);
    const nft = (await vaultOf(world.holder)).find((n) => n.tokenId === held.token.tokenId.toString());
    expect(nft).toMatchObject({ title: "Vault Pages", category: "books", mediaUrl: null });
    expect(nft?.content).toEqual({
      url: `/api/content/${held.book.fileCid}`,
      mimeType: "application/pdf",
      actions: ["read", "download"],
      gated: true,
    });
    expect(JSON.stringify(nft)).not.toContain(`/ipfs/${held.book.fileCid}`);
    // The edition's metadata names the book where its holder opens it, never by its CID.
    const origin = "https://wbe3.example";
    expect(await soldFileOf(world.t.db, { id: held.listingId, uploadId: null }, origin)).toEqual({
      uri: `${origin}/api/content/${held.book.fileCid}`,
      plays: false,
    });
  });

  it("plays a public track from the gateway, and a holders-only one only at its access URL", async () => {
    const track = await heldTrack("Open Air");
    const open = (await vaultOf(world.holder)).find((n) => n.tokenId === track.tokenId);
    expect(open).toMatchObject({ title: "Open Air", category: "music", mediaUrl: `/ipfs/${track.cid}`, uploadId: track.uploadId });
    expect(open?.content).toMatchObject({ url: `/ipfs/${track.cid}`, actions: ["play"], gated: false });
    expect(open?.content?.mimeType).toMatch(/^audio\//);

    await world.t.db.update(storedFiles).set({ access: "holders" }).where(eq(storedFiles.cid, track.cid));
    const gated = (await vaultOf(world.holder)).find((n) => n.tokenId === track.tokenId);
    expect(gated?.mediaUrl).toBe(`/api/content/${track.cid}`);
    expect(gated?.content).toMatchObject({ url: `/api/content/${track.cid}`, actions: ["play"], gated: true });
    expect(JSON.stringify(gated)).not.toContain("/ipfs/");
  });
});
