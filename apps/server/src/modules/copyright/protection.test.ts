import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { parseEther, type HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { copyrightRegistrations } from "@wbe3/db";
import { CID_TAKEN, UPLOAD_FILE_AGAIN, verifyPagePath, workAlreadyRegistered, type NftMetadata, type UploadRecord } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { anchored, registered, sha256Of, studioFields, uniqueLyrics, uniqueWav } from "../../test/copyright.ts";
import { formWith } from "../../test/file-fixtures.ts";
import { mintTrack } from "../../test/mint-flow.ts";
import { personOf, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";

// Accounts of this file alone (see chain-actors.ts): 166 registers and mints works, 167 is another artist.
const keys = devAccounts(168).slice(166) as [HDAccount, HDAccount];
const [authorKey, otherKey] = keys;
const actors = chainActors([166, 167]);

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
let author: Person;
let other: Person;

const today = () => new Date().toISOString().slice(0, 10);
const refusal = (answer: { status: number; body: unknown }) => [answer.status, errorOf(answer).reason, errorOf(answer).message];

/** Stores the bytes as a music file through the studio's upload path. */
async function storeMusic(who: Person, bytes: Buffer): Promise<{ status: number; body: unknown }> {
  const res = await t.request("/api/files", {
    method: "POST",
    headers: { cookie: who.cookie },
    body: formWith(bytes, "track.wav", "music"),
  });
  return { status: res.status, body: await res.json() };
}

/** The track's upload made from a stored file, and the token metadata its mint path prepares. */
async function preparedTrack(
  who: Person,
  fileCid: string,
  title: string,
): Promise<{ upload: UploadRecord; tokenURI: string; metadata: NftMetadata }> {
  const created = await call(who.cookie, "POST", "/api/uploads", { category: "music", title, price: "1", fileCid });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { upload } = created.body as { upload: UploadRecord };
  const prepared = await call(who.cookie, "POST", `/api/uploads/${upload.id}/metadata`, {});
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  const { tokenURI } = prepared.body as { tokenURI: string };
  const res = await t.request(`/ipfs/${tokenURI.replace("ipfs://", "")}`);
  return { upload, tokenURI, metadata: (await res.json()) as NftMetadata };
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  for (const key of keys) await actors.testClient.setBalance({ address: key.address, value: parseEther("1") });
  author = await personOf(t, authorKey, "artist");
  other = await personOf(t, otherKey, "artist");
  for (const [who, username] of [
    [author, "protect.author"],
    [other, "protect.other"],
  ] as const) {
    expect((await call(who.cookie, "PUT", "/api/artist/profile", { username, name: username })).status).toBe(200);
  }
});
afterAll(() => t.close());

describe("a registered work is protected on the platform", () => {
  it("refuses another artist its bytes with the registration's date and verify page; its registrant may store them", async () => {
    const wav = uniqueWav();
    await registered(t, author, studioFields(), wav);
    const message = workAlreadyRegistered(today(), verifyPagePath(sha256Of(wav)));
    expect(refusal(await storeMusic(other, wav))).toEqual([409, "already_registered", message]);
    expect((await storeMusic(author, wav)).status).toBe(201);
  });

  it("names the anchor's date once anchored, and falls back to the generic refusal when the registration failed", async () => {
    const wav = uniqueWav();
    const registration = await anchored(t, { wallets, actors }, author, await registered(t, author, studioFields(), wav));
    const anchoredOn = (registration.anchor?.anchoredAt ?? "").slice(0, 10);
    expect(anchoredOn).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(refusal(await storeMusic(other, wav))).toEqual([
      409,
      "already_registered",
      workAlreadyRegistered(anchoredOn, verifyPagePath(sha256Of(wav))),
    ]);

    const failed = uniqueWav();
    const draft = await registered(t, author, studioFields(), failed);
    await t.db
      .update(copyrightRegistrations)
      .set({ anchorStatus: "failed", failure: "The reveal window passed." })
      .where(eq(copyrightRegistrations.id, draft.id));
    // The bytes stay the registrant's (the first-publisher rule), but no registration is named.
    expect(refusal(await storeMusic(other, failed))).toEqual([409, "cid_taken", CID_TAKEN]);
  });
});

describe("registering bytes the registrant already published", () => {
  it("keeps the released track playable: the registration does not make its file private", async () => {
    const wav = uniqueWav();
    const stored = (await storeMusic(author, wav)).body as { ipfsHash: string };
    const released = await call(author.cookie, "POST", "/api/uploads", {
      category: "music",
      title: "Released",
      price: "1",
      fileCid: stored.ipfsHash,
    });
    expect(released.status, JSON.stringify(released.body)).toBe(201);
    expect((await t.request(`/ipfs/${stored.ipfsHash}`)).status).toBe(200);
    const registration = await registered(t, author, studioFields(), wav);
    expect(registration.file.cid).toBe(stored.ipfsHash);
    expect((await t.request(`/ipfs/${stored.ipfsHash}`)).status).toBe(200);
    // Still protected: another artist is refused the bytes, told they are registered.
    expect(refusal(await storeMusic(other, wav))[1]).toBe("already_registered");
  });
});

describe("minting a registered work through the studio's mint path", () => {
  it("puts the anchored registration in properties.copyright, and the mint with its fee is confirmed", async () => {
    const wav = uniqueWav();
    const registration = await anchored(t, { wallets, actors }, author, await registered(t, author, studioFields(), wav));
    const stored = await storeMusic(author, wav);
    const fileCid = (stored.body as { ipfsHash: string }).ipfsHash;
    const { upload, tokenURI, metadata } = await preparedTrack(author, fileCid, "Harbour Lights (registered)");
    expect(metadata.properties).toMatchObject({ artist: "protect.author", minter: authorKey.address.toLowerCase() });
    expect(metadata.properties.copyright).toEqual({
      registrationId: registration.id,
      sha256: sha256Of(wav),
      chainId: t.deps.chain.chainId,
      contract: t.deps.chain.contracts.CopyrightRegistry,
      txHash: registration.anchor?.revealTx,
      blockNumber: registration.anchor?.blockNumber,
      verifyUrl: `${t.deps.env.origins.canonical}${verifyPagePath(sha256Of(wav))}`,
    });
    const txHash = await mintTrack(wallets.walletOf(authorKey), t.deps.chain.client, t.deps.chain.contracts.TrackNFT, tokenURI);
    const minted = await call(author.cookie, "POST", `/api/uploads/${upload.id}/mint`, { txHash });
    expect(minted.status, JSON.stringify(minted.body)).toBe(200);
  });

  it("adds nothing for a work only committed, nor for bytes someone else registered", async () => {
    const pending = uniqueWav();
    await registered(t, author, studioFields(), pending);
    const own = (await storeMusic(author, pending)).body as { ipfsHash: string };
    expect((await preparedTrack(author, own.ipfsHash, "Not anchored yet")).metadata.properties).not.toHaveProperty("copyright");

    const theirs = uniqueWav();
    await anchored(t, { wallets, actors }, other, await registered(t, other, studioFields(), theirs));
    const plain = (await storeMusic(author, uniqueWav())).body as { ipfsHash: string };
    expect((await preparedTrack(author, plain.ipfsHash, "Unregistered")).metadata.properties).not.toHaveProperty("copyright");
  });

  it("refuses to make a track of a registered work that is not audio", async () => {
    const registration = await registered(t, author, studioFields({ workType: "literary" }), uniqueLyrics(), "lyrics.txt");
    const [row] = await t.db.select().from(copyrightRegistrations).where(eq(copyrightRegistrations.id, registration.id));
    const created = await call(author.cookie, "POST", "/api/uploads", {
      category: "music",
      title: "Lyrics",
      price: "1",
      fileCid: row?.fileCid,
    });
    expect(refusal(created)).toEqual([400, "bad_request", UPLOAD_FILE_AGAIN]);
  });
});
