import { parseEther, type Address, type Hash, type HDAccount, type PublicClient, type WalletClient } from "viem";
import { trackNFTAbi } from "@wbe3/contracts";
import type { PrepareMintResponse, StoredFile, UploadRecord } from "@wbe3/domain";
import { signInWithWallet } from "./auth-helpers.ts";
import { formWith, wavBytes } from "./file-fixtures.ts";
import type { TestApp } from "./test-app.ts";

/** An artist going from file to token through the API, for tests about confirming mints. */
export async function mintingArtist(t: TestApp, account: HDAccount, username: string) {
  const { cookie } = await signInWithWallet(t, account, "artist");
  const json = async <T>(method: string, path: string, body: unknown, status = 200): Promise<T> => {
    const res = await t.request(path, { method, headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
    if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  await json("PUT", "/api/artist/profile", { username, name: username });
  let samples = 200;

  return {
    cookie,
    /**
     * A new upload with its token metadata prepared: of fresh bytes (so a token URI of its own),
     * or of `fileCid` again (the same title and file give the same metadata, so the same URI).
     */
    async preparedUpload(title: string, fileCid?: string): Promise<{ upload: UploadRecord; tokenURI: string; fileCid: string }> {
      if (!fileCid) {
        const res = await t.request("/api/files", {
          method: "POST",
          headers: { cookie },
          body: formWith(wavBytes(samples++), `${title}.wav`, "music"),
        });
        if (res.status !== 201) throw new Error(`store file: ${res.status} ${await res.text()}`);
        fileCid = ((await res.json()) as StoredFile).ipfsHash;
      }
      const { upload } = await json<{ upload: UploadRecord }>(
        "POST",
        "/api/uploads",
        { category: "music", title, price: "1", fileCid },
        201,
      );
      const { tokenURI } = await json<PrepareMintResponse>("POST", `/api/uploads/${upload.id}/metadata`, {});
      return { upload, tokenURI, fileCid };
    },
    async confirm(uploadId: string, txHash: Hash): Promise<Response> {
      return t.request(`/api/uploads/${uploadId}/mint`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ txHash }),
      });
    },
  };
}

/** Mints `tokenURI` on our TrackNFT from the wallet and waits for the receipt. */
export async function mintTrack(wallet: WalletClient, client: PublicClient, trackNft: Address, tokenURI: string): Promise<Hash> {
  if (!wallet.account) throw new Error("the wallet client needs an account");
  const hash = await wallet.writeContract({
    address: trackNft,
    abi: trackNFTAbi,
    functionName: "mintTrack",
    args: [tokenURI],
    value: parseEther("0.001"),
    account: wallet.account,
    chain: wallet.chain,
  });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return hash;
}
