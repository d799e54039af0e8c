import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@wbe3/db/testing";
import { storedFiles, type DatabaseHandle } from "@wbe3/db";
import { AppError } from "@wbe3/domain";
import { createLocalContentStore } from "./content-store.ts";

let handle: DatabaseHandle;
const dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-store-"));
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("content store with pinning", () => {
  it("keeps nothing when IPFS does not pin the file", async () => {
    const store = createLocalContentStore(handle.db, dataDir, {
      pin: () => Promise.reject(new AppError("unavailable", "The file could not be pinned to IPFS right now. Please try again.")),
    });
    await expect(store.putJson({ name: "x" }, null)).rejects.toMatchObject({ code: "unavailable" });
    expect(await handle.db.select().from(storedFiles)).toEqual([]);
    const blobs = path.join(dataDir, "blobs");
    expect(existsSync(blobs) ? readdirSync(blobs).filter((f) => f !== ".incoming") : []).toEqual([]);
  });

  it("keeps the file once pinned under the same CID", async () => {
    const pinned: string[] = [];
    const store = createLocalContentStore(handle.db, dataDir, { pin: async (cid) => void pinned.push(cid) });
    const stored = await store.putJson({ name: "y" }, null);
    expect(pinned).toEqual([stored.ipfsHash]);
    expect(await store.find(stored.ipfsHash)).toMatchObject({ mimeType: "application/json" });
  });
});
