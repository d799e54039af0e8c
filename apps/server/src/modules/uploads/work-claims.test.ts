import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, http, parseEther, type HDAccount } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { CID_TAKEN, type UploadRecord } from "@wbe3/domain";
import { chainActors } from "../../test/chain-actors.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { formWith, wavBytes } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { uploadSteps } from "./upload-steps.ts";

// Works belong to whoever published them first: another artist who downloads a public track and
// sends the same bytes (the same CID) may not upload, draft, publish or mint it. Each test uses
// its own bytes (a WAV length no other test here uses) and its own artists.
const actors = chainActors([0]);

let t: TestApp;
let steps: ReturnType<typeof uploadSteps>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  steps = uploadSteps(t);
});
afterAll(() => t.close());

let artists = 0;
/** A fresh artist (a new wallet, funded for mint fees) with a profile. */
async function newArtist() {
  const account = privateKeyToAccount(generatePrivateKey()) as unknown as HDAccount;
  await actors.testClient.setBalance({ address: account.address, value: parseEther("1") });
  const { cookie } = await signInWithWallet(t, account, "artist");
  artists += 1;
  await steps.profile(cookie, { username: `claimer${artists}`, name: `Claimer ${artists}` });
  const wallet = createWalletClient({ account, chain: actors.chain, transport: http(actors.rpcUrl) });
  return { cookie, wallet };
}

const sendFile = (cookie: string, samples: number) =>
  t.request("/api/files", { method: "POST", headers: { cookie }, body: formWith(wavBytes(samples), "copy.wav", "music") });

const createUpload = (cookie: string, fileCid: string, extra: Record<string, unknown> = {}) =>
  steps.json("POST", "/api/uploads", { category: "music", title: "Same bytes", price: "1", fileCid, ...extra }, cookie);

/** Asserts a 409 cid_taken refusal with the message that says why. */
async function takenRefusal(res: Response): Promise<void> {
  const body = await steps.refused(res, 409, "conflict");
  expect(body.error).toEqual({ code: "conflict", reason: "cid_taken", message: CID_TAKEN });
}

describe("a work belongs to whoever published it first", () => {
  it("refuses another artist's upload of a public track's bytes, and lets its own artist send them again", async () => {
    const first = await newArtist();
    const copier = await newArtist();
    const published = await steps.musicUpload(first.cookie, "Original", {}, 1201);
    const fileCid = published.fileUrl?.replace("/ipfs/", "") ?? "";

    await takenRefusal(await sendFile(copier.cookie, 1201));
    // The refused upload did not make the copier an uploader of the file either.
    await steps.refused(await createUpload(copier.cookie, fileCid), 403, "forbidden");

    expect((await sendFile(first.cookie, 1201)).status).toBe(201);
    expect((await createUpload(first.cookie, fileCid, { title: "Original (radio edit)" })).status).toBe(201);
  });

  it("a private upload claims nothing; once another artist publishes the bytes, the first may neither publish, draft nor mint them", async () => {
    const early = await newArtist();
    const publisher = await newArtist();
    const stored = await steps.storeFile(early.cookie, wavBytes(1202), "demo.wav", "music");
    const privateUpload = (
      await steps.ok<{ upload: UploadRecord }>(await createUpload(early.cookie, stored.ipfsHash, { isPublic: false }), 201)
    ).upload;

    // Unpublished and unminted, the file is still free for whoever publishes it first.
    expect((await sendFile(publisher.cookie, 1202)).status).toBe(201);
    expect((await createUpload(publisher.cookie, stored.ipfsHash)).status).toBe(201);

    await takenRefusal(await createUpload(early.cookie, stored.ipfsHash));
    await takenRefusal(await createUpload(early.cookie, stored.ipfsHash, { isPublic: false }));
    await takenRefusal(
      await steps.json(
        "POST",
        "/api/studio/drafts",
        { fields: { category: "music", title: "Draft copy", price: "1" }, fileCid: stored.ipfsHash, fileName: "demo.wav" },
        early.cookie,
      ),
    );
    await takenRefusal(await steps.json("POST", `/api/uploads/${privateUpload.id}/metadata`, {}, early.cookie));
  });

  it("a mint prepared before another artist published the bytes is not recorded after", async () => {
    const minter = await newArtist();
    const publisher = await newArtist();
    const upload = await steps.musicUpload(minter.cookie, "Prepared early", { isPublic: false }, 1203);
    const { tokenURI } = await steps.prepareMint(minter.cookie, upload.id);
    const fileCid = upload.fileUrl?.replace("/ipfs/", "") ?? "";
    expect((await sendFile(publisher.cookie, 1203)).status).toBe(201);
    expect((await createUpload(publisher.cookie, fileCid)).status).toBe(201);

    const txHash = await steps.mintOnChain(minter.wallet, actors.deployment.TrackNFT, tokenURI);
    await takenRefusal(await steps.confirmMint(minter.cookie, upload.id, txHash));
    const { uploads } = await steps.ok<{ uploads: UploadRecord[] }>(
      await t.request("/api/uploads/mine", { headers: { cookie: minter.cookie } }),
    );
    expect(uploads.find((each) => each.id === upload.id)).toMatchObject({ isMinted: false, mint: null });
  });

  it("a minted private upload claims the work too: another artist may not publish its bytes", async () => {
    const minter = await newArtist();
    const other = await newArtist();
    const upload = await steps.musicUpload(minter.cookie, "Minted quietly", { isPublic: false }, 1204);
    const fileCid = upload.fileUrl?.replace("/ipfs/", "") ?? "";
    // Sent before the mint: the other artist holds the bytes, but the mint comes first.
    expect((await sendFile(other.cookie, 1204)).status).toBe(201);
    const { tokenURI } = await steps.prepareMint(minter.cookie, upload.id);
    const txHash = await steps.mintOnChain(minter.wallet, actors.deployment.TrackNFT, tokenURI);
    expect((await steps.confirmMint(minter.cookie, upload.id, txHash)).status).toBe(200);

    await takenRefusal(await createUpload(other.cookie, fileCid));
    await takenRefusal(await sendFile(other.cookie, 1204));
  });
});
