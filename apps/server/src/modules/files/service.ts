import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import {
  AppError,
  chooseStorageKind,
  CONTENT_MESSAGES,
  decideAccess,
  isFileAccess,
  NO_FILE_WITH_CID,
  REQUEST_ERROR,
  SIGN_IN_REQUIRED,
  storageKindDeclarations,
  storageKindNames,
  storageKindOf,
  type FileAccess,
  type SessionUser,
  type StoredFile,
} from "@wbe3/domain";
import type { Database } from "@wbe3/db";
import type { ContentStore, StoredFileRecords } from "../../adapters/content-store/content-store.ts";
import { withUploadedFile } from "../../lib/multipart.ts";
import { assertFileFree, assertFilesFree } from "./claims.ts";
import { findFileAccess, findStoredFile, findStoredFileOf, insertStoredFile, updateStoredFileAccess } from "./repo.ts";

// The first-publisher rule every area that sells or gates a file goes through.
export { assertFileFree, claimFile, registerClaimExplainer, type ClaimExplainer } from "./claims.ts";

/**
 * The record of kept files the content store writes through (this module owns stored_files and
 * stored_file_uploaders; the adapter only keeps bytes). Wired in where the app is put together.
 */
export function storedFileRecords(db: Database): StoredFileRecords {
  return { record: (file) => insertStoredFile(db, file), find: (cid) => findStoredFile(db, cid) };
}

/** The stored file and whether this user sent its bytes themselves; null when no such file is stored. */
export function storedFileOf(db: Database, cid: string, userId: string) {
  return findStoredFileOf(db, cid, userId);
}

/**
 * Sets who may open stored files: a rule some area registered (else refused before anything is
 * written: a mistake in the calling module). Called by the module that owns the work, book or
 * other thing behind the files, in its transaction when it has one. `by` is the account acting
 * (null: the platform itself, e.g. the demo seed): a file another account claimed first keeps its
 * rule — opening someone else's gated file to everyone is refused like publishing it.
 */
export async function setFileAccess(db: Database, change: { cids: string[]; rule: FileAccess; by: string | null }): Promise<void> {
  if (!isFileAccess(change.rule)) {
    throw new AppError("bad_request", CONTENT_MESSAGES.accessRuleUnknown(change.rule), { reason: "access_rule_unknown" });
  }
  await assertFilesFree(db, change.cids, change.by);
  await updateStoredFileAccess(db, change.cids, change.rule);
}

/** Who may open each of these stored files, in one query (a CID not stored is absent). */
export function accessOfFiles(db: Database, cids: string[]): Promise<Map<string, FileAccess>> {
  return findFileAccess(db, [...new Set(cids)]);
}

const storageRefused = () => new AppError("forbidden", CONTENT_MESSAGES.storageNotAllowed, { reason: "storage_not_allowed" });

/** The kind of file the form names, if this user may store it (the kind's roles; a privileged account may). */
function kindToStore(user: SessionUser | null, name: string) {
  if (!user) throw new AppError("unauthorized", SIGN_IN_REQUIRED);
  const kind = storageKindOf(name);
  if (!kind) throw new AppError("bad_request", chooseStorageKind(storageKindNames()));
  if (!decideAccess(kind.storers, user).allowed) throw storageRefused();
  return { user, kind };
}

/**
 * What can be refused before a byte of an upload is read: a visitor, an account no area lets
 * store anything, or a kind named in the query this account may not store.
 */
function assertMayStore(user: SessionUser | null, queryKind: string | undefined): void {
  if (queryKind !== undefined) {
    kindToStore(user, queryKind);
    return;
  }
  if (!user) throw new AppError("unauthorized", SIGN_IN_REQUIRED);
  if (!storageKindDeclarations().some((kind) => decideAccess(kind.storers, user).allowed)) throw storageRefused();
}

/**
 * `POST /api/files`: stores the request's one file under its CID, checked against the storage kind
 * the form (or the query) names — an area's declaration: its types, its size limit, and who may
 * store it. The new file is private to whoever stored it until its area sets its rule. Bytes
 * another account already sold or gated are refused before this user becomes their uploader.
 */
export async function storeUploadedFile(
  db: Database,
  store: ContentStore,
  upload: { request: Request; user: SessionUser | null; queryKind: string | undefined },
): Promise<StoredFile> {
  assertMayStore(upload.user, upload.queryKind);
  return withUploadedFile(upload.request, async (file) => {
    let allowed: ReturnType<typeof kindToStore>;
    try {
      allowed = kindToStore(upload.user, file.fields.category ?? upload.queryKind ?? "");
    } catch (err) {
      file.stream.resume();
      throw err;
    }
    const { user, kind } = allowed;
    return store.putUpload({
      stream: file.stream,
      filename: file.filename,
      kind,
      uploadedBy: user.id,
      admit: (cid) => assertFileFree(db, cid, user.id),
    });
  });
}

/** Files one call reads at most, and at once: a wallet's metadata costs bounded disk work per request. */
const JSON_READS = { max: 1000, atOnce: 16 } as const;

/**
 * Stored JSON documents (token metadata) by CID, without a database round trip per file. Reads
 * the first 1,000 distinct CIDs, 16 at a time (each file is at most the metadata size); CIDs not
 * stored, or not JSON, are absent from the answer.
 */
export async function readStoredJson(store: ContentStore, cids: readonly string[]): Promise<Map<string, unknown>> {
  const queue = [...new Set(cids)].slice(0, JSON_READS.max);
  const found = new Map<string, unknown>();
  const worker = async () => {
    for (let cid = queue.shift(); cid !== undefined; cid = queue.shift()) {
      const value = await store.getJson(cid);
      if (value !== null) found.set(cid, value);
    }
  };
  await Promise.all(Array.from({ length: Math.min(JSON_READS.atOnce, queue.length) }, worker));
  return found;
}

const RANGE = /^bytes=(\d*)-(\d*)$/;

export interface BlobAnswer {
  status: 200 | 206;
  headers: Record<string, string>;
  stream: Readable;
}

/** How a file is served: the public gateway, or to one reader who may open it. */
export type BlobServing = "public" | "private";

/**
 * The stored bytes with their checked type: `public` for `GET /ipfs/<cid>` (only public files;
 * any other is not found, exactly like an unknown CID, so the gateway tells nothing about it),
 * `private` for a reader the content module let in (cached by their browser only). nosniff and a
 * sandboxing CSP keep a hostile file from running as a page on our origin; ranges let audio seek.
 */
export async function readBlob(
  store: ContentStore,
  cid: string,
  rangeHeader: string | undefined,
  serving: BlobServing = "public",
): Promise<BlobAnswer> {
  const blob = await store.find(cid);
  if (!blob || (serving === "public" && blob.access !== "public")) throw new AppError("not_found", NO_FILE_WITH_CID);
  const headers: Record<string, string> = {
    "Content-Type": blob.mimeType,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "Content-Disposition": `inline; filename="${cid}.${blob.extension}"`,
    "Cache-Control": serving === "public" ? "public, max-age=31536000, immutable" : "private",
    "Accept-Ranges": "bytes",
  };
  const range = RANGE.exec(rangeHeader ?? "");
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(blob.size - Number(range[2]), 0);
    const end = range[1] && range[2] ? Math.min(Number(range[2]), blob.size - 1) : blob.size - 1;
    if (start > end || start >= blob.size) {
      throw new AppError("range_not_satisfiable", REQUEST_ERROR.rangeNotSatisfiable, {
        headers: { "Content-Range": `bytes */${blob.size}` },
      });
    }
    return {
      status: 206,
      headers: { ...headers, "Content-Range": `bytes ${start}-${end}/${blob.size}`, "Content-Length": String(end - start + 1) },
      stream: createReadStream(blob.path, { start, end }),
    };
  }
  return { status: 200, headers: { ...headers, "Content-Length": String(blob.size) }, stream: createReadStream(blob.path) };
}
