import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  CAPACITY_REQUIRED,
  LIVE_SHOW_REQUIRED_FIELDS,
  NO_ACCESS,
  NOT_SHOW_OWNER,
  SHOW_NOT_FOUND,
  SIGN_IN_REQUIRED,
  TICKET_PRICE_INVALID,
  TIME_ZONE_INVALID,
  TWITCH_LINK_INVALID,
  YOUTUBE_LINK_INVALID,
  eventTimeSkipped,
  liveShowAnswer,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { artistWithProfile, createdShow, SHOW_FIELDS, signedIn, rowsOf } from "../../test/live-shows.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";

const privilegedAccount = privateKeyToAccount(generatePrivateKey());

let t: TestApp;
const call = apiCaller(() => t);
let owner: string;
let other: string;
let fan: string;
let privileged: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { PRIVILEGED_WALLETS: privilegedAccount.address } });
  owner = (await artistWithProfile(t, "nova.live")).cookie;
  other = (await signedIn(t, "artist")).cookie;
  fan = (await signedIn(t, "fan")).cookie;
  // The privileged wallet signs in as a fan and is an artist anyway (SPEC 6).
  privileged = (await signInWithWallet(t, privilegedAccount, "fan")).cookie;
});
afterAll(() => t.close());

describe("POST /api/shows", () => {
  it("creates an upcoming show at the instant the artist's date, time and zone name", async () => {
    const show = await createdShow(t, owner, { ticketed: true, capacity: 120, ticketPrice: "12.5", openMic: true });
    expect(show).toMatchObject({
      title: "Midnight Set",
      artistName: "Nova Reign",
      artistUsername: "nova.live",
      status: "upcoming",
      displayStatus: "upcoming",
      eventAt: "2031-07-01T18:00:00.000Z",
      timeZone: "Europe/Paris",
      eventDate: "2031-07-01",
      eventTime: "20:00",
      ticketPrice: "12.5",
      ticketed: true,
      capacity: 120,
      // None on sale until the artist mints them (decision 0035).
      ticketsLeft: null,
      tickets: null,
      openMic: true,
      stream: { type: "youtube", url: SHOW_FIELDS.streamUrl, hlsUrl: null },
      ingest: null,
      mine: true,
    });
    const again = await call(null, "GET", `/api/shows/${show.id}`);
    // A ticketed show's stream is its holders' (decision 0035): not in the answer to others.
    expect(liveShowAnswer.parse(again.body)).toMatchObject({
      id: show.id,
      mine: false,
      ticketsLeft: null,
      stream: { type: "youtube", url: null, hlsUrl: null },
    });
  });

  it("keeps no tickets left and no capacity for a show that is not ticketed", async () => {
    const show = await createdShow(t, owner, { ticketed: false, capacity: 50 });
    expect(show).toMatchObject({ ticketed: false, capacity: null, ticketsLeft: null, ticketPrice: "0", openMic: false });
  });

  it("lets the privileged wallet create shows, and refuses fans and visitors", async () => {
    expect((await createdShow(t, privileged)).artistUsername).toBeNull();
    const asFan = await call(fan, "POST", "/api/shows", SHOW_FIELDS);
    expect([asFan.status, errorOf(asFan).message]).toEqual([403, NO_ACCESS]);
    const asVisitor = await call(null, "POST", "/api/shows", SHOW_FIELDS);
    expect([asVisitor.status, errorOf(asVisitor).message]).toEqual([401, SIGN_IN_REQUIRED]);
  });

  it.each(["title", "artistName", "eventDate", "eventTime"])("refuses a show without %s with SPEC 8's message", async (field) => {
    const answer = await call(owner, "POST", "/api/shows", { ...SHOW_FIELDS, [field]: "" });
    expect([answer.status, errorOf(answer).reason, errorOf(answer).message]).toEqual([400, "invalid_input", LIVE_SHOW_REQUIRED_FIELDS]);
  });

  it.each([
    ["an unknown time zone", { timeZone: "Mars/Olympus" }, TIME_ZONE_INVALID],
    ["a time the clocks skip", { eventDate: "2031-03-30", eventTime: "02:30" }, eventTimeSkipped("Europe/Paris")],
    ["a Twitch link on a YouTube show", { streamUrl: "https://www.twitch.tv/nova" }, YOUTUBE_LINK_INVALID],
    ["a YouTube link on a Twitch show", { streamType: "twitch" }, TWITCH_LINK_INVALID],
    ["a ticketed show without capacity", { ticketed: true }, CAPACITY_REQUIRED],
    ["a price with 19 decimals", { ticketPrice: `1.${"0".repeat(18)}1` }, TICKET_PRICE_INVALID],
    ["a negative price", { ticketPrice: "-1" }, TICKET_PRICE_INVALID],
  ])("refuses %s", async (_case, extra, message) => {
    const answer = await call(owner, "POST", "/api/shows", { ...SHOW_FIELDS, ...extra });
    expect([answer.status, errorOf(answer).reason, errorOf(answer).message]).toEqual([400, "invalid_input", message]);
  });

  it("records the creation in the activity log", async () => {
    const show = await createdShow(t, owner);
    const rows = await rowsOf<{ action: string; details: unknown }>(
      t,
      sql`select action, details from activity_logs where details->>'showId' = ${show.id}`,
    );
    expect(rows).toEqual([{ action: "live_show_created", details: { showId: show.id, ticketed: false } }]);
  });
});

describe("GET /api/shows/:id", () => {
  it("answers 404 with its reason for a show that does not exist, 400 for an id that is none", async () => {
    const missing = await call(null, "GET", "/api/shows/00000000-0000-4000-8000-000000000000");
    expect([missing.status, errorOf(missing).reason, errorOf(missing).message]).toEqual([404, "show_not_found", SHOW_NOT_FOUND]);
    expect((await call(null, "GET", "/api/shows/not-an-id")).status).toBe(400);
  });

  it("shows an RTMP show's ingest details to its owner only, and its HLS playback URL to all", async () => {
    const show = await createdShow(t, owner, {
      streamType: "rtmp",
      streamUrl: null,
      rtmpIngestUrl: "rtmps://ingest.example.com/live",
      rtmpStreamKey: "sk_secret_1",
      hlsUrl: "https://cdn.example.com/nova/index.m3u8",
    });
    expect(show.ingest).toEqual({ url: "rtmps://ingest.example.com/live", streamKey: "sk_secret_1" });
    for (const viewer of [null, other, fan]) {
      const answer = await call(viewer, "GET", `/api/shows/${show.id}`);
      expect(liveShowAnswer.parse(answer.body)).toMatchObject({
        ingest: null,
        stream: { type: "rtmp", url: null, hlsUrl: show.stream.hlsUrl },
      });
      expect(JSON.stringify(answer.body)).not.toContain("sk_secret_1");
      const list = await call(viewer, "GET", "/api/shows?limit=50");
      expect(JSON.stringify(list.body)).not.toContain("sk_secret_1");
    }
  });
});

describe("PATCH /api/shows/:id", () => {
  it("lets the owner edit, checking the edit against what is stored", async () => {
    const show = await createdShow(t, owner);
    const edited = await call(owner, "PATCH", `/api/shows/${show.id}`, {
      title: "Late Set",
      eventTime: "21:30",
      timeZone: "America/New_York",
    });
    expect(liveShowAnswer.parse(edited.body)).toMatchObject({
      title: "Late Set",
      eventAt: "2031-07-02T01:30:00.000Z",
      eventDate: "2031-07-01",
    });
    const wrongLink = await call(owner, "PATCH", `/api/shows/${show.id}`, { streamType: "twitch", streamUrl: SHOW_FIELDS.streamUrl });
    expect([wrongLink.status, errorOf(wrongLink).message]).toEqual([400, TWITCH_LINK_INVALID]);
    const noCapacity = await call(owner, "PATCH", `/api/shows/${show.id}`, { ticketed: true });
    expect([noCapacity.status, errorOf(noCapacity).message]).toEqual([400, CAPACITY_REQUIRED]);
    const platform = await call(owner, "PATCH", `/api/shows/${show.id}`, { streamType: "twitch", streamUrl: "https://www.twitch.tv/nova" });
    expect(liveShowAnswer.parse(platform.body).stream).toEqual({ type: "twitch", url: "https://www.twitch.tv/nova", hlsUrl: null });
  });

  it("refuses anyone but the owner", async () => {
    const show = await createdShow(t, owner);
    const byOther = await call(other, "PATCH", `/api/shows/${show.id}`, { title: "Mine now" });
    expect([byOther.status, errorOf(byOther).reason, errorOf(byOther).message]).toEqual([403, "not_show_owner", NOT_SHOW_OWNER]);
    const byPrivileged = await call(privileged, "PATCH", `/api/shows/${show.id}`, { status: "live" });
    expect([byPrivileged.status, errorOf(byPrivileged).reason]).toEqual([403, "not_show_owner"]);
    expect((await call(fan, "PATCH", `/api/shows/${show.id}`, { title: "x" })).status).toBe(403);
    expect((await call(null, "PATCH", `/api/shows/${show.id}`, { title: "x" })).status).toBe(401);
    const missing = await call(owner, "PATCH", "/api/shows/00000000-0000-4000-8000-000000000000", { title: "x" });
    expect([missing.status, errorOf(missing).reason]).toEqual([404, "show_not_found"]);
    expect(liveShowAnswer.parse((await call(null, "GET", `/api/shows/${show.id}`)).body).title).toBe("Midnight Set");
  });
});
