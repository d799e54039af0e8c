import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex } from "@noble/hashes/utils";

/** How much of the file is read at once: large works are hashed without holding them in memory. */
export const FINGERPRINT_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * The file's SHA-256 in the API's spelling (0x and 64 lower-case hex digits), computed in the
 * browser a chunk at a time so the page can show how far it is and a large file never sits whole
 * in memory. The server recomputes it from the bytes it receives and refuses the work if they differ.
 */
export async function fingerprintFile(
  file: Blob,
  { onProgress, signal }: { onProgress?: (hashed: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<`0x${string}`> {
  const hash = sha256.create();
  for (let offset = 0; offset < file.size; offset += FINGERPRINT_CHUNK_BYTES) {
    signal?.throwIfAborted();
    const end = Math.min(offset + FINGERPRINT_CHUNK_BYTES, file.size);
    hash.update(new Uint8Array(await file.slice(offset, end).arrayBuffer()));
    onProgress?.(end, file.size);
  }
  signal?.throwIfAborted();
  return `0x${bytesToHex(hash.digest())}`;
}
