import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HDAccount } from "viem";
import { devAccounts } from "@wbe3/contracts";
import { registrationListAnswer, WORK_CID_NOT_YOURS, WORK_FILE_REQUIRED } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { appFields, registered, sha256Of, studioFields, uniqueLyrics, uniqueWav } from "../../test/copyright.ts";
import { formWith } from "../../test/file-fixtures.ts";
import { personOf, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Accounts of this file alone (see chain-actors.ts): 157 an artist, 158 another artist; 159 a fan.
const [artistKey, otherKey, fanKey] = devAccounts(160).slice(157) as [HDAccount, HDAccount, HDAccount];

let t: TestApp;
const call = apiCaller(() => t);
let artist: Person;
let other: Person;
let fan: Person;

const refusal = (answer: { status: number; body: unknown }) => [answer.status, errorOf(answer).reason, errorOf(answer).message];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  artist = await personOf(t, artistKey, "artist");
  other = await personOf(t, otherKey, "artist");
  fan = await personOf(t, fanKey, "fan");
});
afterAll(() => t.close());

describe("registering a work stored before", () => {
  const store = async (who: Person, bytes: Buffer, filename: string, category: string) => {
    const res = await t.request("/api/files", {
      method: "POST",
      headers: { cookie: who.cookie },
      body: formWith(bytes, filename, category),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { ipfsHash: string }).ipfsHash;
  };

  it("takes the CID of a copyright work this account stored, hashed from the stored bytes", async () => {
    const wav = uniqueWav();
    const cid = await store(fan, wav, "demo.wav", "copyright_work");
    const res = await call(fan.cookie, "POST", "/api/copyright/registrations", { ...studioFields(), cid, sha256: sha256Of(wav) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ sha256: sha256Of(wav), file: { cid, name: `${cid}.wav`, bytes: wav.length } });
  });

  it("refuses no file, another account's work and a file stored as something else", async () => {
    const theirs = await store(fan, uniqueWav(), "theirs.wav", "copyright_work");
    const music = await store(artist, uniqueWav(), "track.wav", "music");
    const ask = async (body: Record<string, unknown>) => refusal(await call(artist.cookie, "POST", "/api/copyright/registrations", body));
    expect(await ask(studioFields())).toEqual([400, "invalid_input", WORK_FILE_REQUIRED]);
    expect(await ask({ ...studioFields(), cid: theirs })).toEqual([403, "file_not_yours", WORK_CID_NOT_YOURS]);
    // JSON is small: a body past 64 KiB is refused, the route's upload allowance notwithstanding.
    expect((await ask({ ...studioFields(), cid: theirs, padding: "x".repeat(65 * 1024) }))[0]).toBe(413);
    expect(await ask({ ...studioFields(), cid: music })).toEqual([403, "file_not_yours", WORK_CID_NOT_YOURS]);
  });
});

describe("reading registrations", () => {
  it("lists several registrations in flight at once, newest first, each with its own commit", async () => {
    const mine = [];
    for (let n = 0; n < 3; n += 1) mine.push(await registered(t, fan, appFields({ workTitle: `Work ${n}` }), uniqueLyrics(), "work.txt"));
    const list = registrationListAnswer.parse((await call(fan.cookie, "GET", "/api/copyright/registrations")).body);
    const ids = list.registrations.map((each) => each.id);
    expect(ids.slice(0, 3)).toEqual(mine.map((each) => each.id).reverse());
    const commits = list.registrations.slice(0, 3).map((each) => each.next?.calls[0]?.data);
    expect(new Set(commits).size).toBe(3);
  });

  it("pages the list newest first with nextOffset, and refuses a limit or offset out of range", async () => {
    const mine = [];
    for (let n = 0; n < 3; n += 1)
      mine.push(await registered(t, other, appFields({ workTitle: `Paged ${n}` }), uniqueLyrics(), "work.txt"));
    const page = async (query: string) =>
      registrationListAnswer.parse((await call(other.cookie, "GET", `/api/copyright/registrations${query}`)).body);
    const first = await page("?limit=2");
    expect([first.registrations.map((each) => each.id), first.nextOffset]).toEqual([[mine[2]?.id, mine[1]?.id], 2]);
    const last = await page("?limit=2&offset=2");
    expect([last.registrations.map((each) => each.id), last.nextOffset]).toEqual([[mine[0]?.id], null]);
    expect((await page("")).nextOffset).toBeNull();
    const tooMany = await call(other.cookie, "GET", "/api/copyright/registrations?limit=51");
    expect(refusal(tooMany)).toEqual([400, "invalid_input", "limit must be a whole number from 1 to 50."]);
    const negative = await call(other.cookie, "GET", "/api/copyright/registrations?offset=-1");
    expect(refusal(negative)).toEqual([400, "invalid_input", "offset must be a whole number from 0 to 10000."]);
  });

  it("answers another account's registration as not found, whatever it asks", async () => {
    const { id } = await registered(t, artist, studioFields(), uniqueWav());
    const asks: [string, string, unknown?][] = [
      ["GET", `/api/copyright/registrations/${id}`],
      ["POST", `/api/copyright/registrations/${id}/confirm`, { txHash: `0x${"ab".repeat(32)}` }],
      ["POST", `/api/copyright/registrations/${id}/filing`, { status: "filed", serviceRequestNumber: "1-1234567890" }],
      ["GET", `/api/copyright/registrations/${id}/certificate`],
      ["GET", `/api/copyright/registrations/${id}/package.pdf`],
    ];
    for (const [method, path, body] of asks) {
      expect(refusal(await call(other.cookie, method, path, body)).slice(0, 2), `${method} ${path}`).toEqual([
        404,
        "registration_not_found",
      ]);
    }
    const list = registrationListAnswer.parse((await call(other.cookie, "GET", "/api/copyright/registrations")).body);
    expect(list.registrations.map((each) => each.id)).not.toContain(id);
  });

  it("bounds a confirmation's body like any JSON request (only the registration route streams)", async () => {
    const { id } = await registered(t, artist, studioFields(), uniqueWav());
    const res = await t.request(`/api/copyright/registrations/${id}/confirm`, {
      method: "POST",
      headers: { cookie: artist.cookie, "content-type": "application/json" },
      body: JSON.stringify({ txHash: `0x${"ab".repeat(32)}`, padding: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
  });
});
