import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HDAccount } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { devAccounts } from "@wbe3/contracts";
import {
  CERTIFICATE_NUMBER_INVALID,
  FILING_NOT_TRACKED,
  filingMoveRefused,
  REFUSAL_REASON_REQUIRED,
  registrationAnswer,
  SERVICE_REQUEST_INVALID,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { appFields, registered, studioFields, uniqueLyrics, uniqueWav } from "../../test/copyright.ts";
import { personOf, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Accounts of this file alone (see chain-actors.ts): 160 an artist, 161 an admin, 162 a fan.
const [artistKey, adminKey, fanKey] = devAccounts(163).slice(160) as [HDAccount, HDAccount, HDAccount];

/** Signs in only (no transaction): a wallet of this run. */
const privilegedKey = privateKeyToAccount(generatePrivateKey());

let t: TestApp;
const call = apiCaller(() => t);
let artist: Person;
let admin: Person;
let fan: Person;

const report = (who: Person, id: string, body: unknown) => call(who.cookie, "POST", `/api/copyright/registrations/${id}/filing`, body);
const refusal = (answer: { status: number; body: unknown }) => [answer.status, errorOf(answer).reason, errorOf(answer).message];
const officeFiling = () => registered(t, artist, appFields({ registrationType: "us-copyright" }), uniqueLyrics(), "lyrics.txt");

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ADMIN_WALLETS: adminKey.address, PRIVILEGED_WALLETS: privilegedKey.address } });
  artist = await personOf(t, artistKey, "artist");
  admin = await personOf(t, adminKey, "fan");
  fan = await personOf(t, fanKey, "fan");
});
afterAll(() => t.close());

describe("the filing the artist reports", () => {
  it("moves ready to file → filed → registered, each recorded with its number, by the artist", async () => {
    const { id } = await officeFiling();
    const filed = await report(artist, id, { status: "filed", serviceRequestNumber: " 1-1234567890 " });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(registrationAnswer.parse(filed.body).filing).toMatchObject({ status: "filed", serviceRequestNumber: "1-1234567890" });
    const done = registrationAnswer.parse((await report(artist, id, { status: "registered", certificateNumber: "sru1-234-567" })).body);
    expect(done.filing).toMatchObject({ status: "registered", serviceRequestNumber: "1-1234567890", certificateNumber: "SRu 1-234-567" });
    expect(done.timeline.map((entry) => [entry.track, entry.status, entry.by, entry.detail])).toEqual([
      ["filing", "ready_to_file", artist.id, null],
      ["filing", "filed", artist.id, "1-1234567890"],
      ["filing", "registered", artist.id, "SRu 1-234-567"],
    ]);
    const late = await report(artist, id, { status: "refused", reason: "Not original." });
    expect(refusal(late)).toEqual([409, "filing_move_refused", filingMoveRefused("registered", "refused")]);
  });

  it("records the office's refusal with its reason", async () => {
    const { id } = await officeFiling();
    await report(artist, id, { status: "filed", serviceRequestNumber: "1-123456789" });
    const refused = registrationAnswer.parse(
      (await report(artist, id, { status: "refused", reason: "Not enough original authorship." })).body,
    );
    expect(refused.filing).toMatchObject({ status: "refused", refusalReason: "Not enough original authorship." });
  });

  it("refuses a move out of order and a number the office does not give, recording nothing", async () => {
    const { id } = await officeFiling();
    expect(refusal(await report(artist, id, { status: "registered", certificateNumber: "SR 1-234-567" }))).toEqual([
      409,
      "filing_move_refused",
      filingMoveRefused("ready to file", "registered"),
    ]);
    expect(refusal(await report(artist, id, { status: "filed", serviceRequestNumber: "2-1234567890" }))).toEqual([
      400,
      "invalid_input",
      SERVICE_REQUEST_INVALID,
    ]);
    await report(artist, id, { status: "filed", serviceRequestNumber: "1-1234567890" });
    expect(refusal(await report(artist, id, { status: "registered", certificateNumber: "XX 1-234" }))).toEqual([
      400,
      "invalid_input",
      CERTIFICATE_NUMBER_INVALID,
    ]);
    expect(refusal(await report(artist, id, { status: "refused", reason: " " }))).toEqual([400, "invalid_input", REFUSAL_REASON_REQUIRED]);
    expect(refusal(await report(artist, id, { status: "filed", serviceRequestNumber: "1-1234567890" }))[0]).toBe(409);
    const now = registrationAnswer.parse((await call(artist.cookie, "GET", `/api/copyright/registrations/${id}`)).body);
    expect(now.timeline.map((entry) => entry.status)).toEqual(["ready_to_file", "filed"]);
  });

  it("waits for the anchor of a work registered with both, and tracks no filing for one on chain only", async () => {
    const both = await registered(t, artist, appFields({ registrationType: "both" }), uniqueLyrics(), "lyrics.txt");
    expect(refusal(await report(artist, both.id, { status: "filed", serviceRequestNumber: "1-1234567890" }))).toEqual([
      409,
      "filing_move_refused",
      filingMoveRefused("preparing", "filed"),
    ]);
    const onChain = await registered(t, artist, studioFields(), uniqueWav());
    expect(refusal(await report(artist, onChain.id, { status: "filed", serviceRequestNumber: "1-1234567890" }))).toEqual([
      409,
      "filing_not_tracked",
      FILING_NOT_TRACKED,
    ]);
  });

  it("lets only the registrant report, not an admin", async () => {
    const { id } = await officeFiling();
    expect(refusal(await report(admin, id, { status: "filed", serviceRequestNumber: "1-1234567890" })).slice(0, 2)).toEqual([
      404,
      "registration_not_found",
    ]);
  });
});

describe("an admin reviewing a filing", () => {
  it("reads the registration, its package and its work while the filing is ready to file or filed, and not after", async () => {
    const lyrics = uniqueLyrics("Bridge");
    const { id, file } = await registered(t, artist, appFields({ registrationType: "us-copyright" }), lyrics, "bridge.txt");
    const reads = async (who: Person) => [
      (await call(who.cookie, "GET", `/api/copyright/registrations/${id}`)).status,
      (await t.request(`/api/copyright/registrations/${id}/package.pdf`, { headers: { cookie: who.cookie } })).status,
      (await t.request(`/api/content/${file.cid}`, { headers: { cookie: who.cookie } })).status,
    ];
    expect(await reads(admin)).toEqual([200, 200, 200]);
    expect(await reads(fan)).toEqual([404, 404, 403]);
    await report(artist, id, { status: "filed", serviceRequestNumber: "1-1234567890" });
    expect(await reads(admin)).toEqual([200, 200, 200]);
    await report(artist, id, { status: "registered", certificateNumber: "TX 1-234-567" });
    expect(await reads(admin)).toEqual([404, 404, 403]);
    expect(await reads(artist)).toEqual([200, 200, 200]);
    // Never listed to the admin as theirs.
    const list = await call(admin.cookie, "GET", "/api/copyright/registrations");
    expect(list.body).toEqual({ registrations: [], nextOffset: null });
  });

  it("lets a privileged account review as an admin does", async () => {
    const privileged = await personOf(t, privilegedKey, "fan");
    const { id } = await officeFiling();
    expect((await call(privileged.cookie, "GET", `/api/copyright/registrations/${id}`)).status).toBe(200);
  });

  it("does not open the work of a registration on chain only", async () => {
    const { file } = await registered(t, artist, studioFields(), uniqueWav());
    expect((await t.request(`/api/content/${file.cid}`, { headers: { cookie: admin.cookie } })).status).toBe(403);
  });
});
