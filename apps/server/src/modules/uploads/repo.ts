import { and, desc, eq, inArray } from "drizzle-orm";
import { marketplaceListings, nftMints, storedFiles, uploads, type Database } from "@wbe3/db";
import { listingCacheFor } from "../marketplace/listing-cache.ts";

export type UploadRow = typeof uploads.$inferSelect;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function findStoredFile(db: Database, cid: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.cid, cid));
  return row ?? null;
}

/** Inserts the upload and, when public, its marketplace listing, together. */
export async function insertUpload(db: Database, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const row = await db.transaction(async (tx) => {
    const [row] = await tx.insert(uploads).values(values).returning();
    if (!row) throw new Error("upload insert returned nothing");
    if (row.isPublic) {
      await tx.insert(marketplaceListings).values({
        uploadId: row.id,
        artistId: row.artistId,
        title: row.title,
        artistName: row.artistName,
        description: row.description,
        category: row.category,
        price: row.price,
        imageUrl: row.imageUrl,
        tags: row.tags,
      });
    }
    return row;
  });
  if (row.isPublic) listingCacheFor(db).invalidate();
  return row;
}

export async function findUpload(db: Database, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

export function listArtistUploads(db: Database, artistId: string) {
  return db.select().from(uploads).where(eq(uploads.artistId, artistId)).orderBy(desc(uploads.createdAt));
}

export async function setMetadataCid(db: Database, id: string, metadataCid: string): Promise<void> {
  await db.update(uploads).set({ metadataCid }).where(eq(uploads.id, id));
}

export async function mintsOfUploads(db: Database, uploadIds: string[]) {
  if (uploadIds.length === 0) return [];
  return db.select().from(nftMints).where(inArray(nftMints.uploadId, uploadIds));
}

export async function mintsByTx(db: Database, chainId: number, txHash: string) {
  return db.select().from(nftMints).where(and(eq(nftMints.chainId, chainId), eq(nftMints.txHash, txHash)));
}

/** Records the verified mint and marks the upload (and its listing) minted, atomically. */
export async function recordMint(db: Database, upload: UploadRow, mint: Omit<typeof nftMints.$inferInsert, "uploadId">): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await tx.insert(nftMints).values({ ...mint, uploadId: upload.id });
    await tx.update(uploads).set({ isMinted: true }).where(eq(uploads.id, upload.id));
    await tx.update(marketplaceListings).set({ isMinted: true }).where(eq(marketplaceListings.uploadId, upload.id));
  });
  listingCacheFor(db).invalidate();
}
