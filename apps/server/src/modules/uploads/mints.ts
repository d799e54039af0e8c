// Minting an upload: its metadata built and stored, then the mint verified on chain and recorded once.
import type { Hash } from "viem";
import type { Database } from "@wbe3/db";
import {
  AppError,
  categoryIsImage,
  contentPath,
  CONNECT_TO_MINT_NFTS,
  formatWbe3,
  MINT_RECORDED_FOR_OTHER_UPLOAD,
  NO_SUCH_UPLOAD,
  PREPARE_MINT_FIRST,
  UPLOAD_ALREADY_MINTED,
  UPLOAD_NOT_FOR_MINTING,
  type NftMetadata,
  type PrepareMintResponse,
  type SessionUser,
  type UploadRecord,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { ContentStore } from "../../adapters/content-store/content-store.ts";
import type { Logger } from "../../lib/logger.ts";
import { recordActivity } from "../activity/service.ts";
import { accessOfFiles } from "../files/service.ts";
import { artistOfUser } from "../artists/service.ts";
import { listingsChanged, markListingMinted } from "../marketplace/service.ts";
import { areaMintProperties } from "./mint-properties.ts";
import { verifyMint } from "./mint-verifier.ts";
import { assertWorkFree, claimWork } from "./work-claims.ts";
import { findUpload, mintsByTx, recordMint, setMetadataCid, type UploadRow } from "./repo.ts";
import { fileGates } from "./gates.ts";
import { listingIdOf, toRecord, type MintRow } from "./records.ts";

export async function ownUpload(db: Database, user: SessionUser, id: string): Promise<UploadRow> {
  const artist = await artistOfUser(db, user.id);
  const upload = await findUpload(db, id);
  // Someone else's upload is reported as missing, not as forbidden: ids are not for probing.
  if (!artist || !upload || upload.artistId !== artist.id) throw new AppError("not_found", NO_SUCH_UPLOAD);
  return upload;
}

/**
 * Where token metadata points at a track: its public file on IPFS, or, for a holders-only track,
 * its access URL on this site (whoever holds the token opens it there), never the gated CID.
 */
async function mediaUri(db: Database, cid: string, origin: string): Promise<string> {
  const access = (await accessOfFiles(db, [cid])).get(cid) ?? "public";
  return access === "public" ? `ipfs://${cid}` : `${origin}${contentPath(cid)}`;
}

/** Builds the SPEC 3 NFT metadata from the upload itself and stores it; the token URI to mint. */
export async function prepareMint(
  db: Database,
  chain: Chain,
  store: ContentStore,
  user: SessionUser,
  id: string,
  origin: string,
): Promise<PrepareMintResponse> {
  const upload = await ownUpload(db, user, id);
  if (upload.isMinted) throw new AppError("conflict", UPLOAD_ALREADY_MINTED);
  if (!upload.mintAsNft) throw new AppError("bad_request", UPLOAD_NOT_FOR_MINTING);
  if (!user.walletAddress) throw new AppError("bad_request", CONNECT_TO_MINT_NFTS);
  if (upload.fileCid) await assertWorkFree(db, upload.fileCid, user.id);
  const imageCid = upload.imageCid ?? (categoryIsImage(upload.category) ? upload.fileCid : null);
  const metadata: NftMetadata = {
    name: upload.title,
    description: upload.description,
    image: imageCid ? `ipfs://${imageCid}` : "",
    ...(upload.category === "music" && upload.fileCid ? { animation_url: await mediaUri(db, upload.fileCid, origin) } : {}),
    attributes: [
      { trait_type: "Category", value: upload.category },
      { trait_type: "Edition", value: upload.nftType === "ERC721" ? "Unique" : `Multiple (${upload.editions})` },
      { trait_type: "Royalty", value: upload.royaltyPercent },
      ...upload.tags.map((tag) => ({ trait_type: "Tag", value: tag })),
    ],
    properties: {
      ...(upload.fileCid ? await areaMintProperties({ db, chain }, { fileCid: upload.fileCid, userId: user.id, origin }) : {}),
      artist: upload.artistName,
      genre: upload.tags[0] ?? upload.category,
      price: `${formatWbe3(upload.price)} WBE3`,
      royalty: upload.royaltyPercent,
      minter: user.walletAddress,
    },
  };
  const stored = await store.putJson(metadata, user.id);
  await setMetadataCid(db, upload.id, stored.ipfsHash);
  return { tokenURI: `ipfs://${stored.ipfsHash}`, metadataCid: stored.ipfsHash };
}

/** The upload as it is now, with its mint, listing and who can open its file. */
async function recordOf(db: Database, chain: Chain, logger: Logger, user: SessionUser, upload: UploadRow, mint: MintRow | undefined) {
  const row = (await findUpload(db, upload.id)) ?? upload;
  const listingId = await listingIdOf(db, upload.id);
  const mints = mint ? [{ contract: mint.contract, tokenId: mint.tokenId }] : [];
  const gate = (await fileGates(db, chain, logger, [{ row, mints, listingId }], user.walletAddress)).get(row.id);
  return toRecord(row, mint, listingId, gate ?? { access: "public", holders: 0 });
}

/**
 * Records a mint after checking its receipt on chain. Sending the same transaction again
 * records nothing new and answers with the upload as it is.
 */
export async function confirmMint(
  db: Database,
  chain: Chain,
  user: SessionUser,
  id: string,
  txHash: Hash,
  logger: Logger,
): Promise<UploadRecord> {
  const upload = await ownUpload(db, user, id);
  const existing = await mintsByTx(db, chain.chainId, txHash.toLowerCase());
  if (existing.length > 0) {
    if (existing.some((m) => m.uploadId !== upload.id)) throw new AppError("conflict", MINT_RECORDED_FOR_OTHER_UPLOAD);
    return recordOf(db, chain, logger, user, upload, existing[0]);
  }
  if (upload.isMinted) throw new AppError("conflict", UPLOAD_ALREADY_MINTED);
  if (!upload.metadataCid) throw new AppError("bad_request", PREPARE_MINT_FIRST);
  if (!user.walletAddress) throw new AppError("bad_request", CONNECT_TO_MINT_NFTS);
  const mint = await verifyMint(chain, txHash, {
    minter: user.walletAddress,
    tokenUri: `ipfs://${upload.metadataCid}`,
    standard: upload.nftType,
  });
  const values = {
    userId: user.id,
    chainId: chain.chainId,
    contract: mint.contract,
    tokenId: mint.tokenId,
    minter: mint.minter,
    txHash: txHash.toLowerCase(),
  };
  // Parallel confirmations all get here; recordMint lets one write and tells the others why not.
  const outcome = await recordMint(db, upload, values, async (tx) => {
    if (upload.fileCid) await claimWork(tx, upload.fileCid, user.id);
    await markListingMinted(tx, upload.id, {
      delivery: upload.nftType === "ERC721" ? "transfer721" : "transfer1155",
      tokenContract: values.contract,
      tokenId: values.tokenId,
      supplyCap: upload.nftType === "ERC721" ? 1 : upload.editions,
    });
    await recordActivity(tx, "nft_minted", user.id, { uploadId: upload.id, tokenId: mint.tokenId.toString(), txHash: values.txHash });
  });
  if (outcome === "recorded") listingsChanged(db);
  if (outcome === "recorded_for_other_upload") throw new AppError("conflict", MINT_RECORDED_FOR_OTHER_UPLOAD);
  if (outcome === "upload_already_minted") throw new AppError("conflict", UPLOAD_ALREADY_MINTED);
  const [recorded] = await mintsByTx(db, chain.chainId, txHash.toLowerCase());
  return recordOf(db, chain, logger, user, upload, recorded);
}
