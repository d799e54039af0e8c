import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  checkInListAnswer,
  DOOR_STAFF_MAX,
  doorStaffAnswer,
  doorStaffTooMany,
  invalidAddress,
  NO_ACCESS,
  NOT_DOOR_STAFF,
  NOT_SHOW_DOOR_OWNER,
  SHOW_NOT_FOUND,
  SIGN_IN_REQUIRED,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { doorShow, emailAccount } from "../../test/door.ts";
import { signedIn } from "../../test/live-shows.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Issue 25 point 4: the artist names door staff by wallet or e-mail; the server enforces the role per show.
let t: TestApp;
const call = apiCaller(() => t);
let owner: string;
let otherArtist: string;
let showId: string;
const staffWallet = privateKeyToAccount(generatePrivateKey());
let staffByWallet: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = (await signedIn(t, "artist")).cookie;
  otherArtist = (await signedIn(t, "artist")).cookie;
  staffByWallet = (await signInWithWallet(t, staffWallet, "fan")).cookie;
  showId = await doorShow(t, owner, 10);
});
afterAll(() => t.close());

const staffOf = async (cookie: string | null, id = showId) => call(cookie, "GET", `/api/shows/${id}/verifiers`);
const name = (cookie: string | null, body: unknown, id = showId) => call(cookie, "PUT", `/api/shows/${id}/verifiers`, body);
const doorScreen = (cookie: string | null) => call(cookie, "GET", `/api/shows/${showId}/check-ins`);

describe("PUT and GET /api/shows/:id/verifiers", () => {
  it("starts empty, and replaces the whole list: wallets checksummed, e-mails normalised, each once", async () => {
    expect(doorStaffAnswer.strict().parse((await staffOf(owner)).body)).toEqual({ wallets: [], emails: [] });
    const first = await name(owner, {
      wallets: [staffWallet.address.toLowerCase(), staffWallet.address],
      emails: [" Door@Example.com", "door@example.com"],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ wallets: [staffWallet.address], emails: ["door@example.com"] });
    expect((await staffOf(owner)).body).toEqual(first.body);

    const second = await name(owner, { wallets: [], emails: ["gate@example.com", "another@example.com"] });
    expect(second.body).toEqual({ wallets: [], emails: ["gate@example.com", "another@example.com"] });
    expect((await staffOf(owner)).body).toEqual(second.body);
  });

  it("refuses a bad wallet or e-mail, or too many, with the reason, and keeps the list", async () => {
    await name(owner, { wallets: [staffWallet.address], emails: [] });
    const badWallet = await name(owner, { wallets: ["0x1234"], emails: [] });
    expect([badWallet.status, errorOf(badWallet).message, errorOf(badWallet).reason]).toEqual([
      400,
      invalidAddress("0x1234"),
      "invalid_input",
    ]);
    const many = Array.from({ length: DOOR_STAFF_MAX + 1 }, (_, i) => `door${i}@example.com`);
    const tooMany = await name(owner, { wallets: [], emails: many });
    expect([tooMany.status, errorOf(tooMany).message]).toEqual([400, doorStaffTooMany("e-mails", DOOR_STAFF_MAX)]);
    expect((await name(owner, { wallets: [] })).status).toBe(400);
    expect((await staffOf(owner)).body).toEqual({ wallets: [staffWallet.address], emails: [] });
  });

  it("is the show's owner's only: another artist gets 403 with the reason, a fan and a visitor the door's answer", async () => {
    for (const answer of [await staffOf(otherArtist), await name(otherArtist, { wallets: [], emails: [] })]) {
      expect([answer.status, errorOf(answer).message, errorOf(answer).reason]).toEqual([403, NOT_SHOW_DOOR_OWNER, "not_show_owner"]);
    }
    expect([(await staffOf(staffByWallet)).status, errorOf(await staffOf(staffByWallet)).message]).toEqual([403, NO_ACCESS]);
    expect([(await staffOf(null)).status, errorOf(await staffOf(null)).message]).toEqual([401, SIGN_IN_REQUIRED]);
    const missing = await name(owner, { wallets: [], emails: [] }, "00000000-0000-4000-8000-000000000000");
    expect([missing.status, errorOf(missing).message, errorOf(missing).reason]).toEqual([404, SHOW_NOT_FOUND, "show_not_found"]);
  });
});

describe("the door-staff role", () => {
  it("lets in the owner, a named wallet and a named verified e-mail; nobody else", async () => {
    const verified = await emailAccount(t, "staff@example.com", true);
    const unverified = await emailAccount(t, "unverified@example.com", false);
    const stranger = (await signedIn(t, "fan")).cookie;
    await name(owner, { wallets: [staffWallet.address], emails: ["STAFF@example.com", "unverified@example.com"] });

    for (const cookie of [owner, staffByWallet, verified]) {
      const screen = await doorScreen(cookie);
      expect(screen.status, JSON.stringify(screen.body)).toBe(200);
      expect(checkInListAnswer.strict().parse(screen.body)).toEqual({ showId, tickets: null, checkedIn: 0, holders: 0, checkIns: [] });
    }
    for (const cookie of [unverified, stranger, otherArtist]) {
      const refused = await doorScreen(cookie);
      expect([refused.status, errorOf(refused).message, errorOf(refused).reason]).toEqual([403, NOT_DOOR_STAFF, "not_door_staff"]);
    }
    const scan = await call(stranger, "POST", `/api/shows/${showId}/check-ins`, { code: "abc" });
    expect([scan.status, errorOf(scan).reason]).toEqual([403, "not_door_staff"]);
  });

  it("ends with the list: staff taken off it are refused at once", async () => {
    await name(owner, { wallets: [], emails: [] });
    expect(errorOf(await doorScreen(staffByWallet)).reason).toBe("not_door_staff");
    expect((await doorScreen(owner)).status).toBe(200);
  });
});
