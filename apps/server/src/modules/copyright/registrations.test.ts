import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { decodeFunctionData, getAddress, type HDAccount, type Hex } from "viem";
import { copyrightCommitment, copyrightRegistryAbi, devAccounts } from "@wbe3/contracts";
import { copyrightRegistrations, storedFiles } from "@wbe3/db";
import {
  CONNECT_TO_REGISTER,
  COPYRIGHT_REQUIRED_FIELDS,
  type MeResponse,
  REQUEST_ERROR,
  SHA256_MISMATCH,
  verifyPagePath,
  workAlreadyRegistered,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { appFields, postRegistration, registered, sha256Of, studioFields, uniqueLyrics, uniqueWav } from "../../test/copyright.ts";
import { ELF_HEADER, formWith } from "../../test/file-fixtures.ts";
import { personOf, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { registerWork } from "./service.ts";

// Accounts of this file alone (see chain-actors.ts): 150 and 151 artists, 152 a fan.
const [artistKey, otherKey, fanKey] = devAccounts(153).slice(150) as [HDAccount, HDAccount, HDAccount];

let t: TestApp;
const call = apiCaller(() => t);
let artist: Person;
let other: Person;
let fan: Person;

const today = () => new Date().toISOString().slice(0, 10);
const rowsOf = (userId: string) => t.db.select().from(copyrightRegistrations).where(eq(copyrightRegistrations.userId, userId));
const refusal = (answer: { status: number; body: unknown }) => [answer.status, errorOf(answer).reason, errorOf(answer).message];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  artist = await personOf(t, artistKey, "artist");
  other = await personOf(t, otherKey, "artist");
  fan = await personOf(t, fanKey, "fan");
});
afterAll(() => t.close());

describe("registering a work from the studio form", () => {
  it("records a WAV as a draft whose next step commits keccak256(sha256, registrant, salt), the salt never answered", async () => {
    const wav = uniqueWav();
    const registration = await registered(
      t,
      artist,
      studioFields({ yearCreated: "2024", description: "A sea shanty." }),
      wav,
      "shanty.wav",
    );
    expect(registration).toMatchObject({
      form: "studio",
      title: "Harbour Lights",
      author: "Nova Reign",
      claimant: "Nova Reign",
      yearCreated: 2024,
      workType: "music",
      description: "A sea shanty.",
      registrationType: "smart-contract",
      sha256: sha256Of(wav),
      registrant: artistKey.address.toLowerCase(),
      file: { name: "shanty.wav", bytes: wav.length, mimeType: "audio/wav" },
      anchor: {
        status: "draft",
        commitTx: null,
        revealTx: null,
        blockNumber: null,
        anchoredAt: null,
        revealUntilBlock: null,
        failure: null,
      },
      filing: null,
    });
    expect(registration.timeline.map(({ at: _at, ...entry }) => entry)).toEqual([
      { track: "anchor", status: "draft", by: artist.id, detail: null },
    ]);
    const [row] = await rowsOf(artist.id).then((rows) => rows.filter((each) => each.id === registration.id));
    if (!row) throw new Error("not recorded");
    expect(row.salt).toMatch(/^0x[0-9a-f]{64}$/);
    expect(JSON.stringify(registration)).not.toContain(row.salt.slice(2));
    const [commit] = registration.next?.calls ?? [];
    expect(registration.next?.step).toBe("commit");
    expect(commit).toMatchObject({ to: t.deps.chain.contracts.CopyrightRegistry, value: "0x0" });
    expect(decodeFunctionData({ abi: copyrightRegistryAbi, data: commit?.data ?? "0x" })).toEqual({
      functionName: "commit",
      args: [copyrightCommitment(sha256Of(wav), getAddress(artistKey.address), row.salt as Hex)],
    });
  });

  it("publishes metadata with the fingerprint, and the title and author only when the registrant chose to", async () => {
    const hidden = await registered(t, artist, studioFields(), uniqueWav());
    const shown = await registered(t, artist, studioFields({ publishDetails: "true" }), uniqueWav());
    const metadataOf = async (uri: string | null | undefined) => {
      const res = await t.request(`/ipfs/${uri?.replace("ipfs://", "") ?? ""}`);
      expect(res.status).toBe(200);
      return await res.json();
    };
    const registrant = artistKey.address.toLowerCase();
    expect(await metadataOf(hidden.anchor?.metadataUri)).toEqual({ sha256: hidden.sha256, workType: "music", registrant });
    expect(await metadataOf(shown.anchor?.metadataUri)).toEqual({
      sha256: shown.sha256,
      workType: "music",
      registrant,
      title: "Harbour Lights",
      author: "Nova Reign",
    });
  });

  it("keeps the work private from its first byte: not on /ipfs, refused to another account, opened to the registrant", async () => {
    const wav = uniqueWav();
    const { file } = await registered(t, artist, studioFields(), wav);
    expect((await t.request(`/ipfs/${file.cid}`)).status).toBe(404);
    expect((await t.request(`/api/content/${file.cid}`, { headers: { cookie: other.cookie } })).status).toBe(403);
    const own = await t.request(`/api/content/${file.cid}`, { headers: { cookie: artist.cookie } });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(wav)).toBe(true);
    // Claimed: another account sending the same bytes cannot store them, so cannot publish them
    // either, and is told it is registered (protection.test.ts).
    const copy = await t.request("/api/files", {
      method: "POST",
      headers: { cookie: other.cookie },
      body: formWith(wav, "mine.wav", "music"),
    });
    expect([copy.status, ((await copy.json()) as { error: { reason: string } }).error.reason]).toEqual([409, "already_registered"]);
  });

  it("takes every field of the studio form and a description of 2,000 characters", async () => {
    const wav = uniqueWav();
    const description = `${"Sea ".repeat(499)}end.`;
    const fields = studioFields({
      yearCreated: "2020",
      description,
      registrationType: "both",
      madeForHire: "false",
      publishDetails: "true",
      sha256: sha256Of(wav),
    });
    const registration = await registered(t, artist, fields, wav);
    expect([registration.description.length, registration.publishDetails, registration.registrationType]).toEqual([2000, true, "both"]);
  });

  it("takes a work larger than a JSON body may be (the route streams the upload)", async () => {
    const big = Buffer.concat([uniqueWav(), Buffer.alloc(2 * 1024 * 1024)]);
    big.writeUInt32LE(big.length - 8, 4);
    big.writeUInt32LE(big.length - 44, 40);
    expect((await registered(t, artist, studioFields(), big)).file.bytes).toBe(big.length);
  });
});

describe("registering from the app page's form", () => {
  it("files a lyrics text with the office only: no anchor, the filing ready at once, the Single Application ($45)", async () => {
    const lyrics = uniqueLyrics();
    const registration = await registered(
      t,
      artist,
      appFields({ registrationType: "us-copyright", pseudonym: "N.R." }),
      lyrics,
      "salt.txt",
    );
    expect(registration).toMatchObject({
      form: "app",
      title: "Salt and Static",
      author: "Nova Reign",
      pseudonym: "N.R.",
      claimant: "Nova Reign",
      workType: "lyrics",
      anchor: null,
      next: null,
      file: { name: "salt.txt", mimeType: "text/plain; charset=utf-8" },
      filing: { status: "ready_to_file", application: { kind: "single", feeUsd: 45, reasons: [] }, serviceRequestNumber: null },
    });
    expect(registration.timeline.map((entry) => [entry.track, entry.status])).toEqual([["filing", "ready_to_file"]]);
    const [row] = (await rowsOf(artist.id)).filter((each) => each.id === registration.id);
    expect(row?.metadataCid).toBeNull();
  });

  it("anchors and files a work registered with both: the filing prepares until the work is anchored", async () => {
    const registration = await registered(
      t,
      artist,
      appFields({ registrationType: "both", madeForHire: "true" }),
      uniqueLyrics(),
      "salt.txt",
    );
    expect(registration.anchor?.status).toBe("draft");
    expect(registration.filing).toMatchObject({
      status: "preparing",
      application: { kind: "standard", feeUsd: 65, reasons: ["The work was made for hire."] },
    });
    expect(registration.next?.step).toBe("commit");
  });
});

describe("what is refused before anything is recorded", () => {
  it("refuses each form without its required fields (SPEC 5)", async () => {
    const before = (await rowsOf(other.id)).length;
    for (const missing of ["title", "author", "claimantName"]) {
      const fields = Object.fromEntries(Object.entries(studioFields()).filter(([name]) => name !== missing));
      expect(refusal(await postRegistration(t, other.cookie, fields, uniqueWav()))).toEqual([
        400,
        "invalid_input",
        COPYRIGHT_REQUIRED_FIELDS,
      ]);
    }
    for (const missing of ["workTitle", "authorName"]) {
      const fields = appFields();
      fields[missing] = " ";
      expect(refusal(await postRegistration(t, other.cookie, fields, uniqueLyrics(), "salt.txt"))).toEqual([
        400,
        "invalid_input",
        COPYRIGHT_REQUIRED_FIELDS,
      ]);
    }
    expect((await postRegistration(t, other.cookie, studioFields({ workType: "lyrics" }), uniqueWav())).status).toBe(400);
    expect(await rowsOf(other.id)).toHaveLength(before);
  });

  it("refuses a renamed executable (415) and a file over the limit (413)", async () => {
    expect((await postRegistration(t, other.cookie, studioFields(), ELF_HEADER, "song.wav")).status).toBe(415);
    expect((await postRegistration(t, other.cookie, studioFields(), uniqueWav(), "song.exe")).status).toBe(415);
    // Declared too large: refused before a byte is read.
    const declared = await t.request("/api/copyright/registrations", {
      method: "POST",
      headers: { cookie: other.cookie, "content-type": "multipart/form-data; boundary=x", "content-length": String(101 * 1024 * 1024) },
      body: "--x--",
    });
    expect(declared.status).toBe(413);
    expect(await rowsOf(other.id)).toHaveLength(0);
  });

  it("refuses a field longer than the form takes (413), rather than cutting it, and stores nothing", async () => {
    const wav = uniqueWav();
    const filesBefore = await t.db.$count(storedFiles);
    const long = await postRegistration(t, other.cookie, studioFields({ description: "a".repeat(9 * 1024) }), wav);
    expect(refusal(long)).toEqual([413, "payload_too_large", REQUEST_ERROR.formFieldTooLong]);
    expect(await rowsOf(other.id)).toHaveLength(0);
    expect(await t.db.$count(storedFiles)).toBe(filesBefore);
  });

  it("refuses a file whose fingerprint is not the one the browser computed (422), and takes it in any spelling", async () => {
    const wav = uniqueWav();
    const wrong = await postRegistration(t, other.cookie, studioFields({ sha256: sha256Of(uniqueWav()) }), wav);
    expect(refusal(wrong)).toEqual([422, "sha256_mismatch", SHA256_MISMATCH]);
    expect(await rowsOf(other.id)).toHaveLength(0);
    const spelled = sha256Of(wav).slice(2).toUpperCase();
    expect((await registered(t, other, studioFields({ sha256: spelled }), wav)).sha256).toBe(sha256Of(wav));
  });

  it("refuses bytes registered already, to anyone, naming the date and the verify page", async () => {
    const wav = uniqueWav();
    await registered(t, artist, studioFields(), wav);
    const message = workAlreadyRegistered(today(), verifyPagePath(sha256Of(wav)));
    expect(refusal(await postRegistration(t, other.cookie, studioFields(), wav))).toEqual([409, "already_registered", message]);
    expect(refusal(await postRegistration(t, artist.cookie, appFields(), wav))).toEqual([409, "already_registered", message]);
  });

  it("records one of two registrations of the same bytes sent at once; the other is told it is registered", async () => {
    const wav = uniqueWav();
    const answers = await Promise.all([
      postRegistration(t, fan.cookie, studioFields(), wav),
      postRegistration(t, other.cookie, studioFields(), wav),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ error: { reason: "already_registered" } });
    const rows = await t.db
      .select()
      .from(copyrightRegistrations)
      .where(eq(copyrightRegistrations.sha256, sha256Of(wav)));
    expect(rows).toHaveLength(1);
  });

  it("needs a wallet to register from", async () => {
    const me = ((await call(fan.cookie, "GET", "/api/auth/me")).body as MeResponse).user;
    if (!me) throw new Error("not signed in");
    const request = new Request("http://localhost/api/copyright/registrations", { method: "POST", body: "{}" });
    await expect(registerWork(t.deps, { ...me, walletAddress: null }, request)).rejects.toMatchObject({
      code: "conflict",
      reason: "wallet_needed",
      message: CONNECT_TO_REGISTER,
    });
  });
});
