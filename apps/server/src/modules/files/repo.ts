import { and, eq, inArray, sql } from "drizzle-orm";
import { fileClaims, storedFileUploaders, storedFiles, type Database } from "@wbe3/db";
import type { FileAccess } from "@wbe3/domain";

export type StoredFileRow = typeof storedFiles.$inferSelect;

/**
 * Records a kept file (once per CID: same bytes, same CID) and its uploader. Sending the bytes is
 * what makes someone an uploader, also of bytes stored before. A new file is private to whoever
 * stored it (`owner`) unless told otherwise; bytes stored before keep their rule.
 */
export async function insertStoredFile(
  db: Database,
  file: Omit<StoredFileRow, "createdAt" | "access"> & { access?: FileAccess | undefined },
): Promise<void> {
  await db.insert(storedFiles).values(file).onConflictDoNothing();
  if (file.uploadedBy) await db.insert(storedFileUploaders).values({ cid: file.cid, userId: file.uploadedBy }).onConflictDoNothing();
}

export async function findStoredFile(db: Database, cid: string) {
  const [row] = await db
    .select({
      cid: storedFiles.cid,
      mimeType: storedFiles.mimeType,
      extension: storedFiles.extension,
      size: storedFiles.size,
      access: storedFiles.access,
    })
    .from(storedFiles)
    .where(eq(storedFiles.cid, cid));
  return row ?? null;
}

/** The stored file and whether this user sent its bytes themselves (see stored_file_uploaders). */
export async function findStoredFileOf(db: Database, cid: string, userId: string) {
  const [row] = await db
    .select({ file: storedFiles, uploader: storedFileUploaders.userId })
    .from(storedFiles)
    .leftJoin(storedFileUploaders, and(eq(storedFileUploaders.cid, storedFiles.cid), eq(storedFileUploaders.userId, userId)))
    .where(eq(storedFiles.cid, cid));
  return row ? { ...row.file, uploadedByUser: row.uploader !== null } : null;
}

/** Sets who may open these stored files (a CID not stored is left alone). */
export async function updateStoredFileAccess(db: Database, cids: string[], access: FileAccess): Promise<void> {
  if (cids.length === 0) return;
  await db.update(storedFiles).set({ access }).where(inArray(storedFiles.cid, cids));
}

/** The access rule of each of these stored files (a CID not stored is absent). */
export async function findFileAccess(db: Database, cids: string[]): Promise<Map<string, FileAccess>> {
  if (cids.length === 0) return new Map();
  const rows = await db
    .select({ cid: storedFiles.cid, access: storedFiles.access })
    .from(storedFiles)
    .where(inArray(storedFiles.cid, cids));
  return new Map(rows.map((row) => [row.cid, row.access]));
}

/** The account that claimed the file first, and the area it claimed it through; or null. */
export async function findClaim(db: Database, cid: string): Promise<{ userId: string; area: string } | null> {
  const [row] = await db.select({ userId: fileClaims.userId, area: fileClaims.area }).from(fileClaims).where(eq(fileClaims.cid, cid));
  return row ?? null;
}

export async function insertClaim(db: Database, claim: { cid: string; userId: string; area: string }): Promise<void> {
  await db.insert(fileClaims).values(claim);
}

/** Claims of one file take turns until the transaction ends (held across server instances). */
export async function lockClaims(tx: Database, cid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`file_claims:${cid}`}, 0))`);
}
