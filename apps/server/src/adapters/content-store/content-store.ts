import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  AppError,
  contentUrlOf,
  FILE_EMPTY,
  fileTooLarge,
  METADATA_TOO_LARGE,
  OWNER_ACCESS,
  PUBLIC_ACCESS,
  type FileAccess,
  type StorageKindDeclaration,
  type StoredFile,
} from "@wbe3/domain";
import { computeFileCid } from "./cid.ts";
import { acceptedExtensionOf, verifyContentType } from "./file-checks.ts";
import type { PinningService } from "./pinning.ts";

const METADATA_MAX_BYTES = 64 * 1024;

export interface BlobInfo {
  path: string;
  mimeType: string;
  extension: string;
  size: number;
  /** Who may open it (the files module decides; the store only keeps the bytes). */
  access: FileAccess;
}

/** What is recorded of a kept file: enough to serve it again. */
export interface StoredFileFacts {
  cid: string;
  mimeType: string;
  extension: string;
  size: number;
}

/**
 * The record of kept files (the files module owns it; the app hands it in). A file is recorded
 * only once its bytes are kept under their CID.
 */
export interface StoredFileRecords {
  /**
   * Records the file (once per CID) and, when someone sent its bytes, them as one of its uploaders.
   * `access` is a new file's rule from its first byte (by default private to whoever stored it);
   * bytes stored before keep theirs.
   */
  record(file: StoredFileFacts & { kind: string; uploadedBy: string | null; access?: FileAccess }): Promise<void>;
  find(cid: string): Promise<(StoredFileFacts & { access: FileAccess }) | null>;
}

export interface ContentStore {
  /**
   * Streams an upload to disk, checks it against the storage kind (its types and size limit), and
   * stores it under its CID, private to whoever stored it until its area sets its rule. Nothing is
   * kept on failure. `admit` sees the CID before anything is kept or anyone recorded as its
   * uploader, and throws to refuse.
   */
  putUpload(input: {
    stream: Readable;
    filename: string;
    kind: StorageKindDeclaration;
    uploadedBy: string | null;
    admit?: (cid: string) => Promise<void>;
  }): Promise<StoredFile>;
  /** Stores a JSON document the server built (token metadata): public from the start, as a token URI must be. */
  putJson(value: unknown, uploadedBy: string | null): Promise<StoredFile>;
  /**
   * Keeps bytes the server made for one reader (a stamped copy) under their CID with access
   * `owner` from the start, uploaded by nobody, so no one but the content module serves them. Never
   * pinned: pinning would publish them on IPFS. Answers the CID.
   */
  putPrivateCopy(bytes: Uint8Array, file: { mimeType: string; extension: string; kind: string }): Promise<string>;
  find(cid: string): Promise<BlobInfo | null>;
  /**
   * A stored JSON document (token metadata), read from the blob alone with no database round trip;
   * null when absent, larger than metadata may be, or not JSON.
   */
  getJson(cid: string): Promise<unknown>;
}

class TooLarge extends Error {}

/** Where uploads stream to before they are checked and stored under their CID. */
export const incomingDir = (dataDir: string) => path.join(dataDir, "blobs", ".incoming");

/**
 * An upload streams into the incoming folder and is moved or removed when it ends, so a file left
 * there this long belongs to a process that died mid-upload. A live upload keeps touching its
 * file, and checking and pinning one take minutes at most.
 */
export const ABANDONED_UPLOAD_AGE_MS = 60 * 60 * 1000;

/** Removes abandoned upload files; safe to run from several instances at once. Answers how many. */
export async function purgeAbandonedUploads(dataDir: string, now: Date): Promise<number> {
  const dir = incomingDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    // No upload has happened yet on this data directory: nothing to clean.
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch((err: unknown) => {
      // Finished (moved or removed) between readdir and stat, or by another instance.
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    });
    if (!info?.isFile() || now.getTime() - info.mtimeMs < ABANDONED_UPLOAD_AGE_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/** Counts bytes on their way to disk and stops the stream past the limit. */
async function* limited(source: Readable, maxBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw new TooLarge();
    yield chunk;
  }
}

/**
 * Files on local disk under DATA_DIR/blobs, named by CID. With a pinning service (production)
 * a file is kept only once IPFS holds it under the same CID.
 */
export function createLocalContentStore(records: StoredFileRecords, dataDir: string, pinning?: PinningService): ContentStore {
  const blobsDir = path.join(dataDir, "blobs");
  const tmpDir = incomingDir(dataDir);
  // Server-made names only: a user's file name never becomes a path.
  const blobPath = (cid: string) => path.join(blobsDir, cid);
  const tempPath = () => path.join(tmpDir, randomBytes(16).toString("hex"));

  async function keep(
    temp: string,
    file: { kind: string; extension: string; mimeType: string; uploadedBy: string | null; access?: FileAccess },
    admit?: (cid: string) => Promise<void>,
    privateCopy = false,
  ): Promise<StoredFile> {
    const cid = (await computeFileCid(temp)).toString();
    if (admit) await admit(cid);
    const { size } = await stat(temp);
    if (pinning && !privateCopy) await pinning.pin(cid, temp);
    // Same bytes, same CID: a second copy is simply dropped.
    await rename(temp, blobPath(cid));
    await records.record({ cid, size, ...file });
    // Bytes stored before keep their rule: the answer names the file where it opens now.
    const access = (await records.find(cid))?.access ?? OWNER_ACCESS;
    return { ipfsHash: cid, url: contentUrlOf(cid, access), size, mimeType: file.mimeType };
  }

  return {
    async putUpload({ stream, filename, kind, uploadedBy, admit }) {
      const extension = acceptedExtensionOf(kind, filename);
      const maxBytes = kind.maxBytes;
      await mkdir(tmpDir, { recursive: true });
      const temp = tempPath();
      try {
        // Created before the body is read: a stream opening the file itself could create it after a
        // failed upload's clean-up had already run, leaving it behind.
        const file = await open(temp, "wx");
        await pipeline(limited(stream, maxBytes), file.createWriteStream());
        const { size } = await stat(temp);
        if (size === 0) throw new AppError("bad_request", FILE_EMPTY);
        const mimeType = await verifyContentType(temp, extension);
        return await keep(temp, { kind: kind.kind, extension, mimeType, uploadedBy }, admit);
      } catch (err) {
        stream.resume();
        if (err instanceof TooLarge) {
          throw new AppError("payload_too_large", fileTooLarge(Math.round(maxBytes / 1024 / 1024), kind.label));
        }
        throw err;
      } finally {
        await rm(temp, { force: true });
      }
    },

    async putJson(value, uploadedBy) {
      const bytes = Buffer.from(JSON.stringify(value));
      if (bytes.length > METADATA_MAX_BYTES) throw new AppError("payload_too_large", METADATA_TOO_LARGE);
      await mkdir(tmpDir, { recursive: true });
      const temp = tempPath();
      try {
        await writeFile(temp, bytes, { flag: "wx" });
        return await keep(temp, { kind: "metadata", extension: "json", mimeType: "application/json", uploadedBy, access: PUBLIC_ACCESS });
      } finally {
        await rm(temp, { force: true });
      }
    },

    async putPrivateCopy(bytes, file) {
      await mkdir(tmpDir, { recursive: true });
      const temp = tempPath();
      try {
        await writeFile(temp, bytes, { flag: "wx" });
        return (await keep(temp, { ...file, uploadedBy: null, access: OWNER_ACCESS }, undefined, true)).ipfsHash;
      } finally {
        await rm(temp, { force: true });
      }
    },

    async getJson(cid) {
      if (!/^b[a-z2-7]{20,100}$/.test(cid)) return null;
      const file = blobPath(cid);
      const info = await stat(file).catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      });
      if (!info?.isFile() || info.size > METADATA_MAX_BYTES) return null;
      try {
        return JSON.parse(await readFile(file, "utf8")) as unknown;
      } catch (err) {
        // Any stored file can be named by a token URI; one that is not JSON simply has no metadata.
        if (err instanceof SyntaxError) return null;
        throw err;
      }
    },

    async find(cid) {
      if (!/^b[a-z2-7]{20,100}$/.test(cid)) return null;
      const row = await records.find(cid);
      return row ? { path: blobPath(cid), mimeType: row.mimeType, extension: row.extension, size: row.size, access: row.access } : null;
    },
  };
}
