import { expect } from "vitest";
import { parseEther, type Address, type Hash, type WalletClient } from "viem";
import { trackNFTAbi } from "@wbe3/contracts";
import type { ApiErrorBody, ErrorCode, PrepareMintResponse, StoredFile, UploadRecord } from "@wbe3/domain";
import type { TestApp } from "../../test/test-app.ts";
import { formWith, wavBytes } from "../../test/file-fixtures.ts";

/**
 * The steps from file to token, as an artist takes them through the API. Each test builds its
 * own upload with these, so every test runs alone as well as in its file.
 */
export function uploadSteps(t: TestApp) {
  const json = (method: string, path: string, body: unknown, cookie: string) =>
    t.request(path, { method, headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });

  async function ok<T>(res: Response, status = 200): Promise<T> {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  }

  /** Asserts the status and the exact error code; the error body, for any further check. */
  async function refused(res: Response, status: number, code: ErrorCode): Promise<ApiErrorBody> {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    const body = JSON.parse(text) as ApiErrorBody;
    expect(body.error.code, text).toBe(code);
    return body;
  }

  async function storeFile(cookie: string, bytes: Buffer, name: string, category: string): Promise<StoredFile> {
    return ok<StoredFile>(
      await t.request("/api/files", { method: "POST", headers: { cookie }, body: formWith(bytes, name, category) }),
      201,
    );
  }

  /** Sets (or sets again: it is an upsert) the signed-in artist's profile. */
  async function profile(cookie: string, fields: { username: string; name: string; bio?: string }): Promise<void> {
    await ok(await json("PUT", "/api/artist/profile", fields, cookie));
  }

  /** A music upload with a fresh WAV file (its length makes the bytes, and so the CID, unique). */
  async function musicUpload(cookie: string, title: string, extra: Record<string, unknown> = {}, samples = 300): Promise<UploadRecord> {
    const track = await storeFile(cookie, wavBytes(samples), `${title}.wav`, "music");
    const res = await json("POST", "/api/uploads", { category: "music", title, price: "1", fileCid: track.ipfsHash, ...extra }, cookie);
    return (await ok<{ upload: UploadRecord }>(res, 201)).upload;
  }

  const prepareMint = async (cookie: string, id: string) =>
    ok<PrepareMintResponse>(await json("POST", `/api/uploads/${id}/metadata`, {}, cookie));
  const confirmMint = (cookie: string, id: string, txHash: Hash) => json("POST", `/api/uploads/${id}/mint`, { txHash }, cookie);

  /** Mints `tokenURI` on a TrackNFT (ours unless another address is given) from `wallet`. */
  async function mintOnChain(wallet: WalletClient, contract: Address, tokenURI: string, royaltyPercent = 10): Promise<Hash> {
    if (!wallet.account) throw new Error("the wallet client needs an account");
    const hash = await wallet.writeContract({
      address: contract,
      abi: trackNFTAbi,
      functionName: "mintTrackWithRoyalty",
      args: [tokenURI, BigInt(royaltyPercent * 100)],
      value: parseEther("0.001"),
      account: wallet.account,
      chain: wallet.chain,
    });
    await t.deps.chain.client.waitForTransactionReceipt({ hash });
    return hash;
  }

  return { json, ok, refused, storeFile, profile, musicUpload, prepareMint, confirmMint, mintOnChain };
}
