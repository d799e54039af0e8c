import { parseFile } from "music-metadata";
import type { Hash } from "viem";
import type { Database } from "@wbe3/db";
import {
  AppError,
  ARTIST_PROFILE_REQUIRED,
  categoryIsImage,
  CONNECT_TO_MINT_NFTS,
  COVER_MUST_BE_IMAGE,
  DRAFT_ALREADY_GONE,
  FILE_NOT_UPLOADED_BY_YOU,
  formatWbe3,
  MINT_RECORDED_FOR_OTHER_UPLOAD,
  NO_SUCH_UPLOAD,
  parseWbe3,
  PREPARE_MINT_FIRST,
  UPLOAD_ALREADY_MINTED,
  UPLOAD_FILE_AGAIN,
  UPLOAD_NOT_FOR_MINTING,
  type CatalogTrack,
  type CreateUpload,
  type NftMetadata,
  type PrepareMintResponse,
  type RadioTrack,
  type SessionUser,
  type StorefrontItem,
  type UploadCategory,
  type UploadRecord,
  TIER_MESSAGES,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { ContentStore } from "../../adapters/content-store/content-store.ts";
import type { Logger } from "../../lib/logger.ts";
import { recordActivity } from "../activity/service.ts";
import { artistOfUser } from "../artists/service.ts";
import { tierBenefitsOf } from "../tiers/service.ts";
import { listingIdsOfUploads, listingsChanged, markListingMinted, markListingsUnminted, publishListing } from "../marketplace/service.ts";
import { verifyMint } from "./mint-verifier.ts";
import {
  claimDraft,
  findStoredFileOf,
  findUpload,
  insertUpload,
  countUploadsAndMints,
  countUploadsSince,
  deleteMintsByTx,
  listArtistUploads,
  listPublicMusic,
  listPublicUploads,
  listRadioMusic,
  mintsByTx,
  mintTxHashes,
  mintsOfUploads,
  recordMint,
  setMetadataCid,
  type UploadRow,
} from "./repo.ts";

const ipfsUrl = (cid: string) => `/ipfs/${cid}`;

type MintRow = Awaited<ReturnType<typeof mintsByTx>>[number];

/** What anyone may see of an upload (the storefront's card); the owner's record adds the rest. */
function toStorefrontItem(row: UploadRow): StorefrontItem {
  return {
    id: row.id,
    title: row.title,
    artistName: row.artistName,
    description: row.description,
    category: row.category,
    price: row.price.toString(),
    imageUrl: row.imageUrl,
    tags: row.tags,
    isMinted: row.isMinted,
    createdAt: row.createdAt.toISOString(),
  };
}

function toRecord(row: UploadRow, mint: MintRow | undefined, listingId: string | null): UploadRecord {
  return {
    ...toStorefrontItem(row),
    listingId,
    fileUrl: row.fileCid ? ipfsUrl(row.fileCid) : null,
    royalty: row.royaltyPercent,
    mintAsNFT: row.mintAsNft,
    nftType: row.nftType,
    editions: row.editions,
    isPublic: row.isPublic,
    tokenURI: row.metadataCid ? `ipfs://${row.metadataCid}` : null,
    mint: mint ? { chainId: mint.chainId, contract: mint.contract, tokenId: mint.tokenId.toString(), txHash: mint.txHash } : null,
  };
}

/** What the marketplace lists of a public upload. */
/** The upload's marketplace listing: sold by the artist's wallet, carrying its royalty and splits. */
function listingOf(row: UploadRow, sellerWallet: string | null) {
  const { id: uploadId, artistId, title, artistName, description, category, price, imageUrl, tags, splits } = row;
  const royaltyBps = row.royaltyPercent * 100;
  return { uploadId, artistId, title, artistName, description, category, price, imageUrl, tags, splits, royaltyBps, sellerWallet };
}

async function listingIdOf(db: Database, uploadId: string): Promise<string | null> {
  return (await listingIdsOfUploads(db, [uploadId])).get(uploadId) ?? null;
}

async function requireArtist(db: Database, user: SessionUser) {
  const artist = await artistOfUser(db, user.id);
  if (!artist) throw new AppError("conflict", ARTIST_PROFILE_REQUIRED);
  return artist;
}

async function readDurationMs(store: ContentStore, cid: string, logger: Logger): Promise<number | null> {
  const blob = await store.find(cid);
  if (!blob) return null;
  try {
    const { format } = await parseFile(blob.path, { duration: true });
    return format.duration ? Math.round(format.duration * 1000) : null;
  } catch (err) {
    logger.warn({ err, cid }, "could not read the track's duration");
    return null;
  }
}

/** The first instant of the current UTC calendar month: the tier's monthly allowance counts from here. */
function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The check that refuses an upload beyond the tier's monthly allowance (null: no limit). It runs
 * inside the insert's transaction, with the artist's uploads locked, so a burst cannot exceed it.
 */
async function monthlyAllowanceCheck(db: Database, userId: string, artistId: string, now = new Date()) {
  const limit = (await tierBenefitsOf(db, userId, now)).uploadsPerMonth;
  if (limit === null) return undefined;
  const check = async (tx: Database) => {
    if ((await countUploadsSince(tx, artistId, startOfUtcMonth(now))) >= limit) {
      throw new AppError("forbidden", TIER_MESSAGES.uploadsLimit(limit));
    }
  };
  // Refuse early, before the file is read; the locked check in the transaction is the one that counts.
  await check(db);
  return check;
}

/**
 * The stored files an upload or a draft names, checked: the main file of this category and the
 * optional cover an image, both sent by this user (a CID is public, it is in every /ipfs URL;
 * only sending the bytes proves they are yours).
 */
export async function requireOwnFiles(db: Database, user: SessionUser, category: UploadCategory, fileCid: string, imageCid?: string) {
  const file = await findStoredFileOf(db, fileCid, user.id);
  if (!file || file.kind !== category) throw new AppError("bad_request", UPLOAD_FILE_AGAIN);
  if (!file.uploadedByUser) throw new AppError("forbidden", FILE_NOT_UPLOADED_BY_YOU);
  if (!imageCid) return { file, image: null };
  const image = await findStoredFileOf(db, imageCid, user.id);
  if (!image?.mimeType.startsWith("image/")) throw new AppError("bad_request", COVER_MUST_BE_IMAGE);
  if (!image.uploadedByUser) throw new AppError("forbidden", FILE_NOT_UPLOADED_BY_YOU);
  return { file, image };
}

export async function createUpload(
  db: Database,
  store: ContentStore,
  user: SessionUser,
  input: CreateUpload,
  logger: Logger,
): Promise<UploadRecord> {
  const artist = await requireArtist(db, user);
  const { file, image } = await requireOwnFiles(db, user, input.category, input.fileCid, input.imageCid);
  let imageUrl: string | null = categoryIsImage(input.category) ? ipfsUrl(file.cid) : null;
  if (image) imageUrl = ipfsUrl(image.cid);
  const withinAllowance = await monthlyAllowanceCheck(db, user.id, artist.id);
  let listingId: string | null = null;
  const row = await insertUpload(
    db,
    {
      artistId: artist.id,
      title: input.title,
      artistName: artist.name,
      description: input.description,
      category: input.category,
      price: parseWbe3(input.price),
      imageUrl,
      tags: input.tags,
      isPublic: input.isPublic,
      fileCid: file.cid,
      imageCid: input.imageCid ?? null,
      royaltyPercent: input.royalty,
      mintAsNft: input.mintAsNFT,
      nftType: input.nftType,
      editions: input.nftType === "ERC1155" ? input.editions : 1,
      durationMs: input.category === "music" ? await readDurationMs(store, file.cid, logger) : null,
      splits: input.splits,
    },
    async (tx, inserted) => {
      // Of two publications of one draft at once, the second waits here for the first and rolls back.
      if (input.draftId && !(await claimDraft(tx, input.draftId, user.id))) throw new AppError("conflict", DRAFT_ALREADY_GONE);
      if (inserted.isPublic) listingId = await publishListing(tx, listingOf(inserted, user.walletAddress?.toLowerCase() ?? null));
      await recordActivity(tx, "upload_created", user.id, { uploadId: inserted.id, category: inserted.category });
    },
    withinAllowance,
  );
  if (row.isPublic) listingsChanged(db);
  return toRecord(row, undefined, listingId);
}

export async function myUploads(db: Database, user: SessionUser): Promise<UploadRecord[]> {
  const artist = await artistOfUser(db, user.id);
  if (!artist) return [];
  const rows = await listArtistUploads(db, artist.id);
  const ids = rows.map((r) => r.id);
  const [mints, listings] = await Promise.all([mintsOfUploads(db, ids), listingIdsOfUploads(db, ids)]);
  return rows.map((row) =>
    toRecord(
      row,
      mints.find((m) => m.uploadId === row.id),
      listings.get(row.id) ?? null,
    ),
  );
}

async function ownUpload(db: Database, user: SessionUser, id: string): Promise<UploadRow> {
  const artist = await artistOfUser(db, user.id);
  const upload = await findUpload(db, id);
  // Someone else's upload is reported as missing, not as forbidden: ids are not for probing.
  if (!artist || !upload || upload.artistId !== artist.id) throw new AppError("not_found", NO_SUCH_UPLOAD);
  return upload;
}

/** Builds the SPEC 3 NFT metadata from the upload itself and stores it; the token URI to mint. */
export async function prepareMint(db: Database, store: ContentStore, user: SessionUser, id: string): Promise<PrepareMintResponse> {
  const upload = await ownUpload(db, user, id);
  if (upload.isMinted) throw new AppError("conflict", UPLOAD_ALREADY_MINTED);
  if (!upload.mintAsNft) throw new AppError("bad_request", UPLOAD_NOT_FOR_MINTING);
  if (!user.walletAddress) throw new AppError("bad_request", CONNECT_TO_MINT_NFTS);
  const imageCid = upload.imageCid ?? (categoryIsImage(upload.category) ? upload.fileCid : null);
  const metadata: NftMetadata = {
    name: upload.title,
    description: upload.description,
    image: imageCid ? `ipfs://${imageCid}` : "",
    ...(upload.category === "music" && upload.fileCid ? { animation_url: `ipfs://${upload.fileCid}` } : {}),
    attributes: [
      { trait_type: "Category", value: upload.category },
      { trait_type: "Edition", value: upload.nftType === "ERC721" ? "Unique" : `Multiple (${upload.editions})` },
      { trait_type: "Royalty", value: upload.royaltyPercent },
      ...upload.tags.map((tag) => ({ trait_type: "Tag", value: tag })),
    ],
    properties: {
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

/**
 * Records a mint after checking its receipt on chain. Sending the same transaction again
 * records nothing new and answers with the upload as it is.
 */
export async function confirmMint(db: Database, chain: Chain, user: SessionUser, id: string, txHash: Hash): Promise<UploadRecord> {
  const upload = await ownUpload(db, user, id);
  const existing = await mintsByTx(db, chain.chainId, txHash.toLowerCase());
  if (existing.length > 0) {
    if (existing.some((m) => m.uploadId !== upload.id)) throw new AppError("conflict", MINT_RECORDED_FOR_OTHER_UPLOAD);
    return toRecord((await findUpload(db, upload.id)) ?? upload, existing[0], await listingIdOf(db, upload.id));
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
  return toRecord((await findUpload(db, upload.id)) ?? upload, recorded, await listingIdOf(db, upload.id));
}

/** The newest public uploads as the artist storefront shows them. */
export async function publicUploads(db: Database, limit: number): Promise<StorefrontItem[]> {
  const rows = await listPublicUploads(db, limit);
  return rows.map(toStorefrontItem);
}

/** An artist's public music as catalog tracks (the catalog's fallback to the artist's own uploads). */
export async function publicTracksOf(db: Database, artistId: string): Promise<CatalogTrack[]> {
  const rows = await listPublicMusic(db, artistId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    albumName: "Singles",
    albumArt: row.imageUrl,
    releaseDate: row.createdAt.toISOString().slice(0, 10),
    duration: row.durationMs,
    previewUrl: row.fileCid ? `/ipfs/${row.fileCid}` : null,
    appleMusicUrl: null,
  }));
}

/** A radio track as uploads knows it: the artist by id (the radio asks artists for the username). */
export type PlayableTrack = Omit<RadioTrack, "artistUsername"> & { artistId: string };

/** The newest public, minted music with a file to play: what WBE3 Radio shuffles. */
export async function radioTracks(db: Database, limit: number): Promise<PlayableTrack[]> {
  const rows = await listRadioMusic(db, limit);
  return rows.flatMap((upload) =>
    upload.fileCid
      ? [
          {
            uploadId: upload.id,
            artistId: upload.artistId,
            title: upload.title,
            artistName: upload.artistName,
            imageUrl: upload.imageUrl,
            audioUrl: ipfsUrl(upload.fileCid),
            durationMs: upload.durationMs,
          },
        ]
      : [],
  );
}

/** What a play report is checked against: whose upload it is and whether it is public music; null when there is none. */
export async function playableUpload(db: Database, id: string): Promise<{ artistId: string; publicMusic: boolean } | null> {
  const row = await findUpload(db, id);
  return row ? { artistId: row.artistId, publicMusic: row.isPublic && row.category === "music" } : null;
}

/** An artist's music uploads, public or not, newest first (their streams are counted per track). */
export async function musicTitlesOf(db: Database, artistId: string): Promise<{ id: string; title: string }[]> {
  const rows = await listArtistUploads(db, artistId);
  return rows.filter((row) => row.category === "music").map((row) => ({ id: row.id, title: row.title }));
}

/** The transactions of the mints recorded on this chain (chain reconciliation checks them). */
export function recordedMintTxs(db: Database, chainId: number): Promise<string[]> {
  return mintTxHashes(db, chainId);
}

/**
 * Forgets mints whose transaction the chain no longer has: their uploads (and listings) become
 * unminted again. Pass a transaction handle and call `listingsChanged` after it commits.
 */
export async function unrecordLostMints(db: Database, chainId: number, txHashes: string[]): Promise<number> {
  const { removed, reopened } = await deleteMintsByTx(db, chainId, txHashes);
  await markListingsUnminted(db, reopened);
  return removed;
}

/**
 * A stored file as `userId` may use it: its kind (the category it was checked against), its type,
 * and whether this user sent the bytes themselves (a CID is public; only sending the bytes
 * proves they are yours). null: no such file. Book publishing checks a book's file with it.
 */
export function storedFileOfUser(db: Database, cid: string, userId: string) {
  return findStoredFileOf(db, cid, userId);
}

/** Uploads and recorded mints so far (the admin dashboard's figures). */
export function uploadCounts(db: Database): Promise<{ uploads: number; nftMints: number }> {
  return countUploadsAndMints(db);
}
