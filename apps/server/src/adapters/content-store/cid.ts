import { createReadStream } from "node:fs";
import { importer } from "ipfs-unixfs-importer";
import { fixedSize } from "ipfs-unixfs-importer/chunker";
import { balanced } from "ipfs-unixfs-importer/layout";
import type { CID } from "multiformats/cid";

// What `ipfs add --cid-version=1` does in Kubo: 256 KiB chunks, raw leaves, balanced DAG of 174
// links per node. Stated explicitly so a library default can never change our CIDs.
const KUBO_CIDV1 = {
  cidVersion: 1,
  rawLeaves: true,
  chunker: fixedSize({ chunkSize: 262_144 }),
  layout: balanced({ maxChildrenPerNode: 174 }),
} as const;

// We only need the root CID; the bytes are kept by the content store itself.
const discardBlocks = { put: (cid: CID) => cid };

export async function computeCid(content: AsyncIterable<Uint8Array> | Uint8Array): Promise<CID> {
  let root: CID | undefined;
  for await (const entry of importer([{ content }], discardBlocks, KUBO_CIDV1)) root = entry.cid;
  if (!root) throw new Error("importer produced no CID");
  return root;
}

export function computeFileCid(path: string): Promise<CID> {
  return computeCid(createReadStream(path));
}
