import { createWalletClient, type Address, type Hash } from "viem";
import { ticketNFTAbi, trackNFTAbi, wbe3TokenAbi } from "@wbe3/contracts";
import type { Book, Checkout, PrepareMintResponse, StoredFile, UploadRecord } from "@wbe3/domain";
import { siweSignIn } from "./api-sign-in.ts";
import { appClients } from "./chain.ts";
import { devAccount } from "./wallet-handler.ts";
import { sineWav } from "./wav.ts";

/** A wallet's WBE3 in base units, read from the token contract. */
export async function wbe3Balance(baseUrl: string, owner: Address): Promise<bigint> {
  const { config, publicClient } = await appClients(baseUrl);
  return publicClient.readContract({ address: config.contracts.WBE3Token, abi: wbe3TokenAbi, functionName: "balanceOf", args: [owner] });
}

/**
 * An artist who lists through the API and mints from Node with their dev key: the setting-up of
 * a shopping test, not the thing under test (the studio spec walks the same steps in the UI).
 */
export async function apiArtist(baseUrl: string, accountIndex: number, username: string) {
  const account = devAccount(accountIndex);
  const signedIn = await siweSignIn(baseUrl, account, "artist");
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const origin = new URL(baseUrl).origin;
  async function api<T>(method: string, path: string, body?: unknown, form?: FormData): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, origin, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  await api("PUT", "/api/artist/profile", { username, name: `Artist ${username}` });
  const { config, chain, transport, publicClient: client } = await appClients(baseUrl);
  const wallet = createWalletClient({ account, chain, transport });
  const mined = async (hash: Hash) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
  };
  let frequency = 300;

  return {
    address: account.address,
    /** Pays the publishing unlock on chain (the calls the server answers), then submits a text book for review. */
    async submittedBook(title: string): Promise<Book> {
      const order = await api<Checkout>("POST", "/api/artist/publishing/unlock");
      let txHash: Hash | undefined;
      for (const call of order.calls) {
        txHash = await wallet.sendTransaction({ to: call.to, data: call.data, value: BigInt(call.value) });
        await mined(txHash);
      }
      await api("POST", `/api/orders/${order.orderId}/confirm`, { txHash });
      const form = new FormData();
      form.append("category", "books");
      form.append("file", new Blob([`${title}. Chapter one.\n`], { type: "text/plain" }), "book.txt");
      const file = await api<StoredFile>("POST", "/api/files", undefined, form);
      const fields = {
        title,
        authorName: `Artist ${username}`,
        genre: "poetry",
        description: "Verses.",
        price: "5",
        fileCid: file.ipfsHash,
      };
      return (await api<{ book: Book }>("POST", "/api/artist/books", fields)).book;
    },
    /** Uploads a track (short unless `seconds` says), mints it (one of one, or `editions` copies) and lets the marketplace sell it. */
    async mintedListing(title: string, price: string, editions?: number, seconds = 0.3): Promise<UploadRecord> {
      const form = new FormData();
      form.append("category", "music");
      form.append("file", new Blob([new Uint8Array(sineWav(seconds, frequency++))], { type: "audio/wav" }), `${title}.wav`);
      const file = await api<StoredFile>("POST", "/api/files", undefined, form);
      const nftType = editions ? "ERC1155" : "ERC721";
      const { upload } = await api<{ upload: UploadRecord }>("POST", "/api/uploads", {
        category: "music",
        title,
        price,
        fileCid: file.ipfsHash,
        nftType,
        editions: editions ?? 1,
      });
      const { tokenURI } = await api<PrepareMintResponse>("POST", `/api/uploads/${upload.id}/metadata`, {});
      const token = editions ? config.contracts.TicketNFT : config.contracts.TrackNFT;
      // Both token contracts charge `mintFee` per copy (FeeCollector).
      const fee = await client.readContract({ address: token, abi: trackNFTAbi, functionName: "mintFee" });
      const hash = editions
        ? await wallet.writeContract({
            address: token,
            abi: ticketNFTAbi,
            functionName: "mintEdition",
            args: [account.address, BigInt(editions), tokenURI, 1000n],
            value: fee * BigInt(editions),
          })
        : await wallet.writeContract({
            address: token,
            abi: trackNFTAbi,
            functionName: "mintTrackWithRoyalty",
            args: [tokenURI, 1000n],
            value: fee,
          });
      await mined(hash);
      const minted = await api<{ upload: UploadRecord }>("POST", `/api/uploads/${upload.id}/mint`, { txHash: hash });
      const approved = await client.readContract({
        address: token,
        abi: trackNFTAbi,
        functionName: "isApprovedForAll",
        args: [account.address, config.contracts.WBE3Marketplace],
      });
      if (!approved) {
        await mined(
          await wallet.writeContract({
            address: token,
            abi: trackNFTAbi,
            functionName: "setApprovalForAll",
            args: [config.contracts.WBE3Marketplace, true],
          }),
        );
      }
      return minted.upload;
    },
  };
}
