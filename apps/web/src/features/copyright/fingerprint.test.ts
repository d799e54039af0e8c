import { describe, expect, it, vi } from "vitest";
import { FINGERPRINT_CHUNK_BYTES, fingerprintFile } from "./fingerprint";

async function webCryptoSha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `0x${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

describe("fingerprintFile", () => {
  it("is the SHA-256 of the file's bytes, over several chunks, reporting each one", async () => {
    const bytes = new Uint8Array(FINGERPRINT_CHUNK_BYTES * 2 + 123).map((_, index) => (index * 31) % 251);
    const progress = vi.fn();
    const sha = await fingerprintFile(new Blob([bytes]), { onProgress: progress });
    expect(sha).toBe(await webCryptoSha256(bytes));
    expect(progress.mock.calls).toEqual([
      [FINGERPRINT_CHUNK_BYTES, bytes.length],
      [FINGERPRINT_CHUNK_BYTES * 2, bytes.length],
      [bytes.length, bytes.length],
    ]);
  });

  it("knows the empty file's fingerprint", async () => {
    expect(await fingerprintFile(new Blob([]))).toBe("0xe3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("stops when asked to", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(fingerprintFile(new Blob(["lyrics"]), { signal: controller.signal })).rejects.toThrow();
  });
});
