import { and, asc, count, desc, eq, gte, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { nftMints, uploadDrafts, uploads, type Database } from "@wbe3/db";
import { isUngatedFile } from "../files/read-models.ts";
import { storedFileOf } from "../files/service.ts";

export type UploadRow = typeof uploads.$inferSelect;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The stored file and whether this user sent its bytes themselves: the files module owns stored files. */
export const findStoredFileOf = storedFileOf;

/**
 * Inserts the upload and runs `alongside` (e.g. its marketplace listing) in the same transaction.
 * `before` runs first, while the artist's uploads are locked (so two requests at once cannot both
 * pass a monthly limit); it throws to refuse, and then nothing is written.
 */
export async function insertUpload(
  db: Database,
  values: typeof uploads.$inferInsert,
  alongside: (tx: Database, row: UploadRow) => Promise<void>,
  before?: (tx: Database) => Promise<void>,
): Promise<UploadRow> {
  return db.transaction(async (tx) => {
    if (before) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${values.artistId}`}))`);
      await before(tx);
    }
    const [row] = await tx.insert(uploads).values(values).returning();
    if (!row) throw new Error("upload insert returned nothing");
    await alongside(tx, row);
    return row;
  });
}

/** How many uploads the artist created from `since` on (the tier's monthly allowance counts these). */
export async function countUploadsSince(db: Database, artistId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.artistId, artistId), gte(uploads.createdAt, since)));
  return row?.n ?? 0;
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
  return db
    .select()
    .from(nftMints)
    .where(and(eq(nftMints.chainId, chainId), eq(nftMints.txHash, txHash)));
}

/** What recording a mint came to: only "recorded" wrote anything. */
export type RecordMintOutcome = "recorded" | "already_recorded" | "recorded_for_other_upload" | "upload_already_minted";

/**
 * Records the verified mint and marks the upload (and its listing) minted, atomically.
 * Confirmations of one upload take turns on its row (FOR UPDATE, so this holds across server
 * instances), and each re-checks under the lock: of many parallel confirmations of one
 * transaction, one records and the others find its record. The unique indexes settle a race
 * between two uploads claiming the same token.
 */
export async function recordMint(
  db: Database,
  upload: UploadRow,
  mint: Omit<typeof nftMints.$inferInsert, "uploadId">,
  alongside: (tx: Database) => Promise<void>,
): Promise<RecordMintOutcome> {
  return db.transaction(async (tx: Tx): Promise<RecordMintOutcome> => {
    const [locked] = await tx.select({ isMinted: uploads.isMinted }).from(uploads).where(eq(uploads.id, upload.id)).for("update");
    const existing = await tx
      .select({ uploadId: nftMints.uploadId })
      .from(nftMints)
      .where(and(eq(nftMints.chainId, mint.chainId), eq(nftMints.txHash, mint.txHash)));
    if (existing.length > 0) return existing.every((m) => m.uploadId === upload.id) ? "already_recorded" : "recorded_for_other_upload";
    if (!locked || locked.isMinted) return "upload_already_minted";
    const inserted = await tx
      .insert(nftMints)
      .values({ ...mint, uploadId: upload.id })
      .onConflictDoNothing()
      .returning({ id: nftMints.id });
    if (inserted.length === 0) return "recorded_for_other_upload";
    await tx.update(uploads).set({ isMinted: true }).where(eq(uploads.id, upload.id));
    await alongside(tx);
    return "recorded";
  });
}

/** The transactions of every mint recorded on this chain. */
export async function mintTxHashes(db: Database, chainId: number): Promise<string[]> {
  const rows = await db.select({ txHash: nftMints.txHash }).from(nftMints).where(eq(nftMints.chainId, chainId));
  return rows.map((row) => row.txHash);
}

/**
 * Deletes the mints recorded from these transactions and marks their uploads unminted, unless
 * the upload has another mint (minted again later on the surviving chain). Returns how many
 * mints went and which uploads were reopened.
 */
export async function deleteMintsByTx(db: Database, chainId: number, txHashes: string[]): Promise<{ removed: number; reopened: string[] }> {
  const removed = await db
    .delete(nftMints)
    .where(and(eq(nftMints.chainId, chainId), inArray(nftMints.txHash, txHashes)))
    .returning({ uploadId: nftMints.uploadId });
  const uploadIds = [...new Set(removed.flatMap((row) => (row.uploadId ? [row.uploadId] : [])))];
  if (uploadIds.length === 0) return { removed: removed.length, reopened: [] };
  const unminted = and(inArray(uploads.id, uploadIds), notExists(db.select().from(nftMints).where(eq(nftMints.uploadId, uploads.id))));
  const reopened = await db.update(uploads).set({ isMinted: false }).where(unminted).returning({ id: uploads.id });
  return { removed: removed.length, reopened: reopened.map((row) => row.id) };
}

/** Public uploads, newest first. */
export function listPublicUploads(db: Database, limit: number) {
  return db.select().from(uploads).where(eq(uploads.isPublic, true)).orderBy(desc(uploads.createdAt)).limit(limit);
}

/** An artist's public music, newest first (their catalog when no music service is linked). */
export function listPublicMusic(db: Database, artistId: string) {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.artistId, artistId), eq(uploads.isPublic, true), eq(uploads.category, "music")))
    .orderBy(desc(uploads.createdAt));
}

/**
 * Public, minted music with its public audio file, newest first, with the artist's username (the radio
 * links to the artist page; a read-only join rather than one lookup per track).
 */
export function listRadioMusic(db: Database, limit: number) {
  return db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.isPublic, true),
        eq(uploads.isMinted, true),
        eq(uploads.category, "music"),
        isNotNull(uploads.fileCid),
        // A holders-only track is not for the radio: it plays for its holders only.
        isUngatedFile(db, uploads.fileCid),
      ),
    )
    .orderBy(desc(uploads.createdAt))
    .limit(limit);
}

export async function countUploadsAndMints(db: Database): Promise<{ uploads: number; nftMints: number }> {
  const [uploadCount, mintCount] = await Promise.all([db.$count(uploads), db.$count(nftMints)]);
  return { uploads: uploadCount, nftMints: mintCount };
}

export type DraftRow = typeof uploadDrafts.$inferSelect;

/** A user's mint-cart drafts, oldest first (the order they were added). */
export function listDrafts(db: Database, userId: string): Promise<DraftRow[]> {
  return db.select().from(uploadDrafts).where(eq(uploadDrafts.userId, userId)).orderBy(asc(uploadDrafts.createdAt), asc(uploadDrafts.id));
}

/**
 * Adds a draft unless the user already has `max`. Adds of one user take turns (a transaction
 * lock on the user's id, held across server instances), so two at once cannot pass the cap.
 */
export async function insertDraft(db: Database, values: typeof uploadDrafts.$inferInsert, max: number): Promise<DraftRow | "full"> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload_drafts:${values.userId}`}, 0))`);
    const count = await tx.$count(uploadDrafts, eq(uploadDrafts.userId, values.userId));
    if (count >= max) return "full";
    const [row] = await tx.insert(uploadDrafts).values(values).returning();
    if (!row) throw new Error("draft insert returned nothing");
    return row;
  });
}

/** Deletes the user's draft; someone else's (or one already gone) is left as it is. */
export async function deleteDraft(db: Database, id: string, userId: string): Promise<void> {
  await db.delete(uploadDrafts).where(and(eq(uploadDrafts.id, id), eq(uploadDrafts.userId, userId)));
}

/**
 * Deletes the user's draft inside the transaction publishing it; false when it was not there.
 * The row lock makes a second publication at once wait, then find it gone.
 */
export async function claimDraft(tx: Database, id: string, userId: string): Promise<boolean> {
  const deleted = await tx
    .delete(uploadDrafts)
    .where(and(eq(uploadDrafts.id, id), eq(uploadDrafts.userId, userId)))
    .returning({ id: uploadDrafts.id });
  return deleted.length > 0;
}

/** The tokens minted of the works whose file is this CID (contract lower-case, as stored). */
export function mintedTokensOfFile(db: Database, cid: string) {
  return db
    .select({ contract: nftMints.contract, tokenId: nftMints.tokenId })
    .from(nftMints)
    .innerJoin(uploads, eq(uploads.id, nftMints.uploadId))
    .where(eq(uploads.fileCid, cid));
}

/** The uploads whose main file is this CID. */
export async function uploadIdsOfFile(db: Database, cid: string): Promise<string[]> {
  const rows = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileCid, cid));
  return rows.map((row) => row.id);
}

/** Sets (or clears) an upload's preview clip. */
export async function updatePreviewCid(db: Database, id: string, previewCid: string | null): Promise<void> {
  await db.update(uploads).set({ previewCid }).where(eq(uploads.id, id));
}
