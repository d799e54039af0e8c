// An upload as the API answers it: the public card and the owner's record with its mint and listing.
import type { Database } from "@wbe3/db";
import { contentPath, type StorefrontItem, type UploadRecord } from "@wbe3/domain";
import { listingIdsOfUploads } from "../marketplace/service.ts";
import type { FileGate } from "./gates.ts";
import type { mintsByTx, UploadRow } from "./repo.ts";

export const ipfsUrl = (cid: string) => `/ipfs/${cid}`;

export type MintRow = Awaited<ReturnType<typeof mintsByTx>>[number];

/** What anyone may see of an upload (the storefront's card); the owner's record adds the rest. */
export function toStorefrontItem(row: UploadRow): StorefrontItem {
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

/**
 * The owner's record. A gated file is named by its access URL (the artist always opens their own);
 * `/ipfs` serves public files only.
 */
export function toRecord(row: UploadRow, mint: MintRow | undefined, listingId: string | null, gate: FileGate): UploadRecord {
  const fileUrl = (cid: string) => (gate.access === "public" ? ipfsUrl(cid) : contentPath(cid));
  return {
    ...toStorefrontItem(row),
    listingId,
    fileUrl: row.fileCid ? fileUrl(row.fileCid) : null,
    fileAccess: gate.access,
    holders: gate.holders,
    previewUrl: row.previewCid ? ipfsUrl(row.previewCid) : null,
    royalty: row.royaltyPercent,
    mintAsNFT: row.mintAsNft,
    nftType: row.nftType,
    editions: row.editions,
    isPublic: row.isPublic,
    tokenURI: row.metadataCid ? `ipfs://${row.metadataCid}` : null,
    mint: mint ? { chainId: mint.chainId, contract: mint.contract, tokenId: mint.tokenId.toString(), txHash: mint.txHash } : null,
  };
}

export async function listingIdOf(db: Database, uploadId: string): Promise<string | null> {
  return (await listingIdsOfUploads(db, [uploadId])).get(uploadId) ?? null;
}
