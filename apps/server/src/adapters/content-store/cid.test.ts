import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import * as dagPb from "@ipld/dag-pb";
import { UnixFS } from "ipfs-unixfs";
import { CID } from "multiformats/cid";
import * as raw from "multiformats/codecs/raw";
import { sha256 } from "multiformats/hashes/sha2";
import { computeCid } from "./cid.ts";

const CHUNK = 262_144;

async function rawCid(bytes: Uint8Array): Promise<CID> {
  return CID.create(1, raw.code, await sha256.digest(bytes));
}

describe("computeCid (Kubo `ipfs add --cid-version=1`)", () => {
  it("gives the well-known CID for 'hello world'", async () => {
    expect((await computeCid(new TextEncoder().encode("hello world"))).toString()).toBe(
      "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e",
    );
  });

  it("is the raw-leaf sha2-256 CID for a single chunk", async () => {
    const bytes = new Uint8Array(CHUNK).map((_, i) => i % 251);
    expect((await computeCid(bytes)).equals(await rawCid(bytes))).toBe(true);
  });

  it("is a dag-pb file node linking 256 KiB raw leaves for a larger file", async () => {
    const bytes = new Uint8Array(CHUNK * 2 + 1000).map((_, i) => (i * 7) % 256);
    const expectedLeaves = [bytes.subarray(0, CHUNK), bytes.subarray(CHUNK, 2 * CHUNK), bytes.subarray(2 * CHUNK)];
    const unixfs = new UnixFS({ type: "file" });
    for (const leaf of expectedLeaves) unixfs.addBlockSize(BigInt(leaf.length));
    const links = await Promise.all(expectedLeaves.map(async (leaf) => ({ Hash: await rawCid(leaf), Tsize: leaf.length, Name: "" })));
    const node = dagPb.encode(dagPb.prepare({ Data: unixfs.marshal(), Links: links }));
    const expected = CID.create(1, dagPb.code, await sha256.digest(node));
    expect((await computeCid(bytes)).toString()).toBe(expected.toString());
  });

  it("reads a stream the same as a buffer", async () => {
    const bytes = new Uint8Array(CHUNK + 5).fill(9);
    const pieces: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 1000) pieces.push(bytes.subarray(i, i + 1000));
    expect((await computeCid(Readable.from(pieces))).equals(await computeCid(bytes))).toBe(true);
  });
});
