import { expect } from "vitest";
import { parseEther, parseEventLogs, type Address, type Hash } from "viem";
import { ticketNFTAbi, trackNFTAbi, type Deployment } from "@wbe3/contracts";
import type { PrepareMintResponse, StoredFile, UploadRecord } from "@wbe3/domain";
import type { chainActors } from "./chain-actors.ts";
import { formWith, PNG_1X1, wavBytes } from "./file-fixtures.ts";
import type { TestApp } from "./test-app.ts";

type ActorWallet = ReturnType<typeof chainActors>["wallets"][number];

const MINT_FEE = parseEther("0.001");

/**
 * An artist who stores files, mints uploads and tickets from their own wallet and hands the
 * tokens out, through the API of `app()` signed in as `cookie()`: for tests of what wallets hold.
 */
export function artistTokens(app: () => TestApp, artistWallet: ActorWallet, cookie: () => string, deployment: Deployment) {
  const artist = artistWallet.account.address;
  let samples = 600;

  async function send<T>(method: string, path: string, body: unknown, cookie: string, status = 200): Promise<T> {
    const res = await app().request(path, { method, headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  }

  async function get<T>(path: string): Promise<T> {
    const res = await app().request(path);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  }

  async function storeFile(bytes: Buffer, name: string, category: string): Promise<StoredFile> {
    const res = await app().request("/api/files", { method: "POST", headers: { cookie: cookie() }, body: formWith(bytes, name, category) });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as StoredFile;
  }

  async function mined(hash: Promise<Hash>): Promise<void> {
    const receipt = await app().deps.chain.client.waitForTransactionReceipt({ hash: await hash, pollingInterval: 50 });
    expect(receipt.status).toBe("success");
  }

  /** The id of the token a mint transaction created. */
  async function mintedId(hash: Hash, standard: "ERC721" | "ERC1155"): Promise<bigint> {
    const { logs, status } = await app().deps.chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(status).toBe("success");
    const id =
      standard === "ERC721"
        ? parseEventLogs({ abi: trackNFTAbi, logs, eventName: "Transfer" })[0]?.args.tokenId
        : parseEventLogs({ abi: ticketNFTAbi, logs, eventName: "TransferSingle" })[0]?.args.id;
    if (id === undefined) throw new Error(`no mint in ${hash}`);
    return id;
  }

  /** An upload of the artist's, minted from their wallet and recorded through the API. */
  async function mintedUpload(fields: { title: string; category: "music" | "art"; nftType?: "ERC721" | "ERC1155"; editions?: number }) {
    const nftType = fields.nftType ?? "ERC721";
    const file =
      fields.category === "music"
        ? await storeFile(wavBytes(samples++), `${fields.title}.wav`, "music")
        : await storeFile(PNG_1X1, "art.png", "art");
    const cover = fields.category === "music" ? await storeFile(PNG_1X1, "cover.png", "art") : null;
    const { upload } = await send<{ upload: UploadRecord }>(
      "POST",
      "/api/uploads",
      { ...fields, nftType, price: "2", fileCid: file.ipfsHash, ...(cover ? { imageCid: cover.ipfsHash } : {}) },
      cookie(),
      201,
    );
    const { tokenURI } = await send<PrepareMintResponse>("POST", `/api/uploads/${upload.id}/metadata`, {}, cookie());
    const editions = BigInt(fields.editions ?? 1);
    const hash =
      nftType === "ERC721"
        ? await artistWallet.writeContract({
            address: deployment.TrackNFT,
            abi: trackNFTAbi,
            functionName: "mintTrackWithRoyalty",
            args: [tokenURI, 1000n],
            value: MINT_FEE,
          })
        : await artistWallet.writeContract({
            address: deployment.TicketNFT,
            abi: ticketNFTAbi,
            functionName: "mintEdition",
            args: [artist, editions, tokenURI, 1000n],
            value: MINT_FEE * editions,
          });
    const tokenId = await mintedId(hash, nftType);
    const { upload: minted } = await send<{ upload: UploadRecord }>("POST", `/api/uploads/${upload.id}/mint`, { txHash: hash }, cookie());
    expect(minted.mint?.tokenId).toBe(tokenId.toString());
    return { upload: minted, tokenId, file, cover };
  }

  function giveTrack(to: Address, tokenId: bigint) {
    return mined(
      artistWallet.writeContract({
        address: deployment.TrackNFT,
        abi: trackNFTAbi,
        functionName: "transferFrom",
        args: [artist, to, tokenId],
      }),
    );
  }

  function giveEdition(from: ActorWallet, to: Address, tokenId: bigint) {
    const owner = from.account.address;
    return mined(
      from.writeContract({
        address: deployment.TicketNFT,
        abi: ticketNFTAbi,
        functionName: "safeTransferFrom",
        args: [owner, to, tokenId, 1n, "0x"],
      }),
    );
  }

  /** A ticket minted by the artist straight to `to` (no upload: only its metadata, if any, tells what it is). */
  async function mintTicket(to: Address, tokenUri: string): Promise<bigint> {
    const hash = await artistWallet.writeContract({
      address: deployment.TicketNFT,
      abi: ticketNFTAbi,
      functionName: "mintTicket",
      args: [to, 1n, tokenUri],
      value: MINT_FEE,
    });
    return mintedId(hash, "ERC1155");
  }

  async function storedMetadata(doc: object): Promise<string> {
    return `ipfs://${(await app().deps.contentStore.putJson(doc, null)).ipfsHash}`;
  }

  return { send, get, storeFile, mintedUpload, giveTrack, giveEdition, mintTicket, storedMetadata };
}
