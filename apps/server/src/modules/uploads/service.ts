import { parseFile } from "music-metadata";
import type { Database } from "@wbe3/db";
import {
  ACCESS_CHOICE_ONLY_FOR_TRACKS,
  AppError,
  storedFileServesAs,
  ARTIST_PROFILE_REQUIRED,
  categoryIsImage,
  COVER_MUST_BE_IMAGE,
  DRAFT_ALREADY_GONE,
  FILE_NOT_UPLOADED_BY_YOU,
  parseWbe3,
  PUBLIC_ACCESS,
  UPLOAD_FILE_AGAIN,
  type CatalogTrack,
  type CreateUpload,
  type RadioTrack,
  type SessionUser,
  type StorefrontItem,
  type UploadCategory,
  type UploadRecord,
  TIER_MESSAGES,
  uploadFileAccess,
  WORK_LISTING_KIND,
} from "@wbe3/domain";
import type { ContentStore } from "../../adapters/content-store/content-store.ts";
import type { Logger } from "../../lib/logger.ts";
import { recordActivity } from "../activity/service.ts";
import { accessOfFiles, setFileAccess } from "../files/service.ts";
import { artistOfUser } from "../artists/service.ts";
import { tierBenefitsOf } from "../tiers/service.ts";
import {
  listingIdsOfUploads,
  listingsChanged,
  markListingsUnminted,
  publishListing,
  saleListings,
  type ListingToPublish,
} from "../marketplace/service.ts";
import { assertWorkFree, claimWork } from "./work-claims.ts";
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
  mintTxHashes,
  mintedTokensOfFile,
  uploadIdsOfFile,
  type UploadRow,
} from "./repo.ts";
import { ipfsUrl, toRecord, toStorefrontItem } from "./records.ts";
export { confirmMint, prepareMint } from "./mints.ts";
export { registerMintProperties, type MintPropertyProvider } from "./mint-properties.ts";

/**
 * The upload's marketplace listing: sold by the artist's wallet, carrying its royalty and splits;
 * minted on its first sale until the artist mints it (then it sells that token).
 */
function listingOf(row: UploadRow, user: SessionUser): ListingToPublish {
  const { id: uploadId, artistId, title, artistName, description, category, price, imageUrl, tags, splits } = row;
  const royaltyBps = row.royaltyPercent * 100;
  const sellerWallet = user.walletAddress?.toLowerCase() ?? null;
  const work = { uploadId, artistId, title, description, category, price, imageUrl, tags, splits, royaltyBps, sellerWallet };
  return { kind: WORK_LISTING_KIND, delivery: "mint1155", seller: { id: user.id, kind: "artist", name: artistName }, ...work };
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
  if (!file || !storedFileServesAs(file, category)) throw new AppError("bad_request", UPLOAD_FILE_AGAIN);
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
  const access = uploadFileAccess(input.category, input.fileAccess);
  if (access === null) throw new AppError("bad_request", ACCESS_CHOICE_ONLY_FOR_TRACKS, { reason: "access_not_offered" });
  const { file, image } = await requireOwnFiles(db, user, input.category, input.fileCid, input.imageCid);
  await assertWorkFree(db, file.cid, user.id);
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
      // A public upload sells its file: it claims it; a private one only may not use another's.
      if (inserted.isPublic) await claimWork(tx, file.cid, user.id);
      else await assertWorkFree(tx, file.cid, user.id);
      await setFileAccess(tx, { cids: [file.cid], rule: access, by: user.id });
      // The cover is the upload's picture wherever it is shown: public, like the upload's image.
      if (image) await setFileAccess(tx, { cids: [image.cid], rule: PUBLIC_ACCESS, by: user.id });
      // Of two publications of one draft at once, the second waits here for the first and rolls back.
      if (input.draftId && !(await claimDraft(tx, input.draftId, user.id))) throw new AppError("conflict", DRAFT_ALREADY_GONE);
      if (inserted.isPublic) listingId = await publishListing(tx, listingOf(inserted, user));
      await recordActivity(tx, "upload_created", user.id, { uploadId: inserted.id, category: inserted.category });
    },
    withinAllowance,
  );
  if (row.isPublic) listingsChanged(db);
  // A new work has no token yet: nobody but the artist can open it.
  return toRecord(row, undefined, listingId, { access, holders: 0 });
}

/** The newest public uploads as the artist storefront shows them. */
export async function publicUploads(db: Database, limit: number): Promise<StorefrontItem[]> {
  const rows = await listPublicUploads(db, limit);
  return rows.map(toStorefrontItem);
}

/**
 * An artist's public music as catalog tracks (the catalog's fallback to the artist's own uploads).
 * A holders-only track is listed without its file: the page offers its listing instead.
 */
export async function publicTracksOf(db: Database, artistId: string): Promise<CatalogTrack[]> {
  const rows = await listPublicMusic(db, artistId);
  const ids = rows.map((row) => row.id);
  const [access, listings] = await Promise.all([
    accessOfFiles(
      db,
      rows.flatMap((row) => (row.fileCid ? [row.fileCid] : [])),
    ),
    listingIdsOfUploads(db, ids),
  ]);
  return rows.map((row) => {
    const open = row.fileCid !== null && access.get(row.fileCid) === "public";
    return {
      id: row.id,
      title: row.title,
      albumName: "Singles",
      albumArt: row.imageUrl,
      releaseDate: row.createdAt.toISOString().slice(0, 10),
      duration: row.durationMs,
      // A holders-only track plays only its preview clip here, if the artist gave it one.
      previewUrl: open && row.fileCid ? ipfsUrl(row.fileCid) : row.previewCid ? ipfsUrl(row.previewCid) : null,
      appleMusicUrl: null,
      ...(open ? {} : { buyListingId: listings.get(row.id) ?? null }),
    };
  });
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

/**
 * What a play report is checked against: whose upload it is, whether it is public music, its
 * duration as measured from the file at upload (null when unreadable) and its file; null when none.
 */
export async function playableUpload(db: Database, id: string) {
  const row = await findUpload(db, id);
  const publicMusic = row ? row.isPublic && row.category === "music" : false;
  return row ? { artistId: row.artistId, publicMusic, durationMs: row.durationMs, fileCid: row.fileCid } : null;
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

/** Uploads and recorded mints so far (the admin dashboard's figures). */
export function uploadCounts(db: Database): Promise<{ uploads: number; nftMints: number }> {
  return countUploadsAndMints(db);
}

/**
 * The tokens the works behind a file sell: their mints, and the editions their listings sold
 * before (or instead of) a mint. Whoever holds one may open the file when it is for holders.
 */
export async function tokensOfWorkFile(db: Database, cid: string): Promise<{ contract: string; tokenId: bigint }[]> {
  const [minted, works] = await Promise.all([mintedTokensOfFile(db, cid), uploadIdsOfFile(db, cid)]);
  const listings = await saleListings(db, [...(await listingIdsOfUploads(db, works)).values()]);
  const editions = listings.flatMap((listing) =>
    listing.tokenContract && listing.tokenId !== null ? [{ contract: listing.tokenContract, tokenId: listing.tokenId }] : [],
  );
  return [...minted, ...editions];
}
