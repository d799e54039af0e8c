import { getAddress, type Address } from "viem";
import { ticketNFTAbi, trackNFTAbi } from "@wbe3/contracts";
import {
  CONNECT_TO_MINT_NFTS,
  ENABLE_SALES_FAILED,
  MINTING_FAILED,
  type PublicConfig,
  type StoredFile,
  type UploadRecord,
} from "@wbe3/domain";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import { contractCall, type ContractWrite, type Transactor } from "@/lib/wallet/transactor";
import type { UploadFileRequest } from "@/lib/upload-file";
import { confirmMint } from "./api/confirm-mint";
import { createUpload } from "./api/create-upload";
import { prepareMint } from "./api/prepare-mint";
import type { CartItem } from "./mint-cart";

export interface MintDeps {
  config: PublicConfig;
  transactor: Transactor | null;
  /** The session's wallet: mints must come from it for the server to record them. */
  walletAddress: string | null;
  onMinting: () => void;
}

export interface PublishDeps extends MintDeps {
  uploadFile: (request: UploadFileRequest) => Promise<StoredFile>;
  onProgress: (percent: number, fileName: string) => void;
  /** Called once the server has the upload record, before any wallet step. */
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

async function storeFiles(item: CartItem, deps: PublishDeps): Promise<{ fileCid: string; imageCid?: string }> {
  const files = [item.file, ...(item.cover ? [item.cover] : [])];
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let done = 0;
  const stored: StoredFile[] = [];
  for (const [index, file] of files.entries()) {
    // The cover is an image whatever the item's category; the server checks it as art.
    const category = index === 0 ? item.fields.category : "art";
    const result = await deps.uploadFile({
      file,
      category,
      // The request's total includes the multipart framing, so progress is read as a fraction.
      onProgress: ({ loaded, total: requestTotal }) => {
        const fraction = requestTotal > 0 ? Math.min(1, loaded / requestTotal) : 0;
        deps.onProgress(Math.round(((done + fraction * file.size) / total) * 100), file.name);
      },
    });
    done += file.size;
    stored.push(result);
  }
  const [main, cover] = stored;
  if (!main) throw new Error("The file was not stored.");
  return { fileCid: main.ipfsHash, ...(cover ? { imageCid: cover.ipfsHash } : {}) };
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
  const transactor = deps.transactor;
  if (!transactor) throw new Error("The wallet is still loading. Try again in a moment.");
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
 * One cart item from disk to chain: store the file(s) → create the upload → (if minting) mint it.
 * Resolves with the final upload record; throws with a readable reason, leaving nothing recorded
 * as minted.
 */
export async function publishItem(item: CartItem, deps: PublishDeps): Promise<UploadRecord> {
  const { fields } = item;
  const minting = fields.mintAsNFT;
  if (minting && !deps.walletAddress) throw new TransactionError("not-connected", CONNECT_TO_MINT_NFTS);
  if (minting && !deps.transactor) throw new Error("The wallet is still loading. Try again in a moment.");
  // Wallet and network are checked before any upload, so a blocked mint stores nothing.
  if (minting && deps.transactor) await deps.transactor.check(mintOptions(fields.title, deps.walletAddress));

  let upload = item.upload;
  if (!upload) {
    const cids = await storeFiles(item, deps);
    upload = (await createUpload({ ...fields, tags: fields.tags.join(", "), ...cids })).upload;
    deps.onCreated(upload);
  }
  return minting ? mintUpload(upload, deps) : upload;
}
