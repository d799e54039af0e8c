import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { AppError, PIN_FAILED, type StorageKindDeclaration } from "@wbe3/domain";
import { ELF_HEADER, PNG_1X1, wavBytes } from "../../test/file-fixtures.ts";
import { createLocalContentStore, type StoredFileFacts, type StoredFileRecords } from "./content-store.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-store-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The record the files module keeps, held in memory: what the store recorded, by CID (a new file is its storer's: "owner"). */
const recorded = new Map<string, StoredFileFacts & { access?: string }>();
const records: StoredFileRecords = {
  record: (file) => {
    recorded.set(file.cid, file);
    return Promise.resolve();
  },
  find: (cid) => {
    const file = recorded.get(cid);
    return Promise.resolve(file ? { ...file, access: file.access ?? "owner" } : null);
  },
};

/** Storage kinds as an area would declare them (the store knows none of its own). */
const kind = (name: string, extensions: string[], maxBytes: number): StorageKindDeclaration => ({
  kind: name,
  label: name,
  extensions,
  mimeTypes: [],
  maxBytes,
  storers: ["artist"],
});
const SOUND = kind("sound", ["wav"], 1024 * 1024);
const PICTURE = kind("picture", ["png"], 20 * 1024 * 1024);

describe("content store with pinning", () => {
  it("keeps nothing when IPFS does not pin the file", async () => {
    const store = createLocalContentStore(records, dataDir, {
      pin: () => Promise.reject(new AppError("unavailable", PIN_FAILED)),
    });
    await expect(store.putJson({ name: "x" }, null)).rejects.toMatchObject({ code: "unavailable" });
    expect([...recorded.keys()]).toEqual([]);
    const blobs = path.join(dataDir, "blobs");
    expect(existsSync(blobs) ? readdirSync(blobs).filter((f) => f !== ".incoming") : []).toEqual([]);
  });

  it("keeps the file once pinned under the same CID", async () => {
    const pinned: string[] = [];
    const store = createLocalContentStore(records, dataDir, {
      pin: (cid) => {
        pinned.push(cid);
        return Promise.resolve();
      },
    });
    const stored = await store.putJson({ name: "y" }, null);
    expect(pinned).toEqual([stored.ipfsHash]);
    expect(await store.find(stored.ipfsHash)).toMatchObject({ mimeType: "application/json" });
  });
});

describe("content store temp files", () => {
  const incoming = path.join(dataDir, "blobs", ".incoming");
  /** A stream of `size` bytes after `head`, made as it is read. */
  function bytes(head: Buffer, size: number): Readable {
    return Readable.from(
      (function* () {
        yield head;
        for (let sent = head.length; sent < size; sent += 64 * 1024) yield Buffer.alloc(64 * 1024);
      })(),
    );
  }
  function cutOff(head: Buffer): Readable {
    return Readable.from(
      (async function* () {
        yield head;
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw new Error("connection reset");
      })(),
    );
  }

  it.each([
    ["too large", () => ({ stream: bytes(PNG_1X1, 21 * 1024 * 1024), filename: "big.png" }), "payload_too_large"],
    ["empty", () => ({ stream: Readable.from([]), filename: "empty.wav" }), "bad_request"],
    ["not what its name says", () => ({ stream: Readable.from([ELF_HEADER]), filename: "track.png" }), "unsupported_media_type"],
    ["cut off while it streams", () => ({ stream: cutOff(wavBytes(4000)), filename: "cut.wav" }), undefined],
  ])("keeps no temp file and no row when the upload is %s", async (_, input, code) => {
    const store = createLocalContentStore(records, dataDir);
    const recordedBefore = recorded.size;
    const { stream, filename } = input();
    const failed = store.putUpload({ stream, filename, kind: filename.endsWith(".wav") ? SOUND : PICTURE, uploadedBy: null });
    await (code ? expect(failed).rejects.toMatchObject({ code }) : expect(failed).rejects.toThrow());
    expect(readdirSync(incoming)).toEqual([]);
    expect(recorded.size).toBe(recordedBefore);
  });

  it("keeps no temp file when IPFS does not pin an upload", async () => {
    const refusingPins = createLocalContentStore(records, dataDir, {
      pin: () => Promise.reject(new AppError("unavailable", PIN_FAILED)),
    });
    const failed = refusingPins.putUpload({
      stream: Readable.from([wavBytes(300)]),
      filename: "song.wav",
      kind: SOUND,
      uploadedBy: null,
    });
    await expect(failed).rejects.toMatchObject({ code: "unavailable" });
    expect(readdirSync(incoming)).toEqual([]);
  });
});

describe("what a stored file answers", () => {
  it("names a new upload by its access URL (private from its first byte) and metadata by the gateway (public)", async () => {
    const store = createLocalContentStore(records, dataDir);
    const sound = await store.putUpload({ stream: Readable.from([wavBytes(310)]), filename: "a.wav", kind: SOUND, uploadedBy: null });
    expect(sound.url).toBe(`/api/content/${sound.ipfsHash}`);
    expect(recorded.get(sound.ipfsHash)).toMatchObject({ kind: "sound" });
    expect(recorded.get(sound.ipfsHash)?.access).toBeUndefined();
    const json = await store.putJson({ name: "public metadata" }, null);
    expect(json.url).toBe(`/ipfs/${json.ipfsHash}`);
    expect(recorded.get(json.ipfsHash)?.access).toBe("public");
  });

  it("holds an upload to its kind's size limit and types, naming the kind", async () => {
    const store = createLocalContentStore(records, dataDir);
    const small = kind("tiny", ["wav"], 100);
    await expect(
      store.putUpload({ stream: Readable.from([wavBytes(300)]), filename: "a.wav", kind: small, uploadedBy: null }),
    ).rejects.toMatchObject({
      code: "payload_too_large",
      message: "The file is larger than the 0 MB limit for tiny.",
    });
    await expect(
      store.putUpload({ stream: Readable.from([PNG_1X1]), filename: "a.png", kind: SOUND, uploadedBy: null }),
    ).rejects.toMatchObject({
      code: "unsupported_media_type",
    });
  });
});
