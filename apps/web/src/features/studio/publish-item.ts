import { getAddress, type Address } from "viem";
import { ticketNFTAbi, trackNFTAbi } from "@wbe3/contracts";
import {
  CONNECT_TO_MINT_NFTS,
  ENABLE_SALES_FAILED,
  MINTING_FAILED,
  type PublicConfig,
  uploadFieldsInput,
  type StoredFile,
  type UploadCategory,
  type UploadRecord,
} from "@wbe3/domain";
import { requireTransactor } from "@/lib/wallet/require-transactor";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import { contractCall, type ContractWrite, type Transactor } from "@/lib/wallet/transactor";
import type { UploadFileRequest } from "@/lib/upload-file";
import { confirmMint } from "./api/confirm-mint";
import { createUpload } from "./api/create-upload";
import { prepareMint } from "./api/prepare-mint";
import type { CartItem, StoredFiles } from "./mint-cart";

export interface MintDeps {
  config: PublicConfig;
  transactor: Transactor | null;
  /** The session's wallet: mints must come from it for the server to record them. */
  walletAddress: string | null;
  onMinting: () => void;
}

export interface PublishDeps extends MintDeps {
  /** Called as the upload record is asked for (the files were stored when the item was added). */
  onPublishing: () => void;
  /** Called once the server has the upload record (and the draft is gone), before any wallet step. */
  onCreated: (upload: UploadRecord) => void;
}

function mintCall(upload: UploadRecord, config: PublicConfig, tokenURI: string, minter: Address, fee: bigint): ContractWrite {
  const royaltyBps = BigInt(upload.royalty * 100);
  if (upload.nftType === "ERC1155") {
    const editions = BigInt(upload.editions);
    return contractCall({
      address: config.contracts.TicketNFT,
      abi: ticketNFTAbi,
      functionName: "mintEdition",
      args: [minter, editions, tokenURI, royaltyBps],
      value: fee * editions,
    });
  }
  return contractCall({
    address: config.contracts.TrackNFT,
    abi: trackNFTAbi,
    functionName: "mintTrackWithRoyalty",
    args: [tokenURI, royaltyBps],
    value: fee,
  });
}

/** What adding to the mint cart uploads: the main file and, for tracks and books, a cover. */
export interface FilesToStore {
  category: UploadCategory;
  file: File;
  cover: File | null;
}

/**
 * Stores an item's file(s) with `POST /api/files`, where the server checks each file's bytes
 * against its category; the progress covers both files as one bar.
 */
export async function storeFiles(
  { category, file, cover }: FilesToStore,
  uploadFile: (request: UploadFileRequest) => Promise<StoredFile>,
  onProgress: (percent: number, fileName: string) => void,
): Promise<StoredFiles> {
  const files = [file, ...(cover ? [cover] : [])];
  const total = files.reduce((sum, each) => sum + each.size, 0) || 1;
  let done = 0;
  const stored: StoredFile[] = [];
  for (const [index, each] of files.entries()) {
    const result = await uploadFile({
      file: each,
      // The cover is an image whatever the item's category; the server checks it as art.
      category: index === 0 ? category : "art",
      // The request's total includes the multipart framing, so progress is read as a fraction.
      onProgress: ({ loaded, total: requestTotal }) => {
        const fraction = requestTotal > 0 ? Math.min(1, loaded / requestTotal) : 0;
        onProgress(Math.round(((done + fraction * each.size) / total) * 100), each.name);
      },
    });
    done += each.size;
    stored.push(result);
  }
  const [main, coverFile] = stored;
  if (!main) throw new Error("The file was not stored.");
  return { fileCid: main.ipfsHash, imageCid: coverFile?.ipfsHash ?? null };
}

function mintOptions(title: string, walletAddress: string | null) {
  return { label: `Mint “${title}”`, failureTitle: MINTING_FAILED.title, expectedAccount: walletAddress };
}

/**
 * An upload the server already has, onto the chain: metadata → wallet mint paying the
 * contract's fee → the server confirms from the receipt. Used by the cart and by "Mint now".
 */
export async function mintUpload(upload: UploadRecord, deps: MintDeps): Promise<UploadRecord> {
  if (!deps.walletAddress) throw new TransactionError("not-connected", CONNECT_TO_MINT_NFTS);
  const transactor = requireTransactor(deps.transactor);
  const options = mintOptions(upload.title, deps.walletAddress);
  await transactor.check(options);
  deps.onMinting();
  const { tokenURI } = await prepareMint(upload.id);
  const contract = upload.nftType === "ERC1155" ? deps.config.contracts.TicketNFT : deps.config.contracts.TrackNFT;
  const abi = upload.nftType === "ERC1155" ? ticketNFTAbi : trackNFTAbi;
  const fee = await transactor.read({ address: contract, abi, functionName: "mintFee" });
  if (typeof fee !== "bigint") throw new Error("Could not read the mint fee from the contract.");
  const minter = getAddress(deps.walletAddress);
  const { hash } = await transactor.write(mintCall(upload, deps.config, tokenURI, minter, fee), options);
  const minted = (await confirmMint(upload.id, hash)).upload;
  await enableSales(transactor, upload, deps.config, minter);
  return minted;
}

/**
 * Lets the marketplace hand a buyer the artist's tokens of this kind (once per contract): its
 * checkout moves a sold token from the artist's wallet. Without it the item shows as listed, but
 * checkout refuses it until the artist allows it.
 */
async function enableSales(transactor: Transactor, upload: UploadRecord, config: PublicConfig, artist: Address): Promise<void> {
  const marketplace = config.contracts.WBE3Marketplace;
  const edition = upload.nftType === "ERC1155";
  const approved = edition
    ? await transactor.read({
        address: config.contracts.TicketNFT,
        abi: ticketNFTAbi,
        functionName: "isApprovedForAll",
        args: [artist, marketplace],
      })
    : await transactor.read({
        address: config.contracts.TrackNFT,
        abi: trackNFTAbi,
        functionName: "isApprovedForAll",
        args: [artist, marketplace],
      });
  if (approved) return;
  const call = edition
    ? contractCall({ address: config.contracts.TicketNFT, abi: ticketNFTAbi, functionName: "setApprovalForAll", args: [marketplace, true] })
    : contractCall({ address: config.contracts.TrackNFT, abi: trackNFTAbi, functionName: "setApprovalForAll", args: [marketplace, true] });
  await transactor.write(call, { label: "Allow marketplace sales", failureTitle: ENABLE_SALES_FAILED, expectedAccount: artist });
}

/**
 * One cart item onto the chain: create the upload from its stored files (deleting its draft) →
 * (if minting) mint it.
 * Resolves with the final upload record; throws with a readable reason, leaving nothing recorded
 * as minted.
 */
export async function publishItem(item: CartItem, deps: PublishDeps): Promise<UploadRecord> {
  const { fields } = item;
  const minting = fields.mintAsNFT;
  if (minting) {
    if (!deps.walletAddress) throw new TransactionError("not-connected", CONNECT_TO_MINT_NFTS);
    // Wallet and network are checked before any upload, so a blocked mint stores nothing.
    await requireTransactor(deps.transactor).check(mintOptions(fields.title, deps.walletAddress));
  }

  let upload = item.upload;
  if (!upload) {
    const { stored } = item;
    if (!stored) throw new Error("The files are still uploading. Try again when they are done.");
    deps.onPublishing();
    // The draft goes in the same transaction that creates the upload: publishing twice makes one.
    const input = { ...uploadFieldsInput(fields), fileCid: stored.fileCid, draftId: item.id };
    upload = (await createUpload(stored.imageCid ? { ...input, imageCid: stored.imageCid } : input)).upload;
    deps.onCreated(upload);
  }
  return minting ? mintUpload(upload, deps) : upload;
}
