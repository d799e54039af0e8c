import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { liveShowAnswer, liveShowPageAnswer, type LiveShow } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { artistWithProfile, createdShow, movedShow } from "../../test/live-shows.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
const call = apiCaller(() => t);
const shows: Record<string, LiveShow> = {};

const list = async (query = "") => {
  const answer = await call(null, "GET", `/api/shows${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return liveShowPageAnswer.parse(answer.body);
};
const titles = (page: { shows: LiveShow[] }) => page.shows.map((show) => show.title);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const nova = (await artistWithProfile(t, "nova.list")).cookie;
  const rio = (await artistWithProfile(t, "rio.list")).cookie;
  const at = (title: string, cookie: string, eventDate: string, extra: Record<string, unknown> = {}) =>
    createdShow(t, cookie, { title, eventDate, ...extra }).then((show) => (shows[title] = show));
  await at("Upcoming late", nova, "2031-09-01");
  await at("Upcoming soon", rio, "2031-05-01", { openMic: true });
  await at("Live early", nova, "2031-01-01");
  await at("Live late", rio, "2031-02-01", { openMic: true });
  await at("Ended early", nova, "2030-01-01");
  await at("Cancelled mid", rio, "2030-06-01");
  await at("Ended late", nova, "2030-12-01");
  for (const title of ["Live early", "Live late", "Ended early", "Ended late"])
    await movedShow(t, title.startsWith("Live late") ? rio : nova, shows[title]?.id ?? "", "live");
  for (const title of ["Ended early", "Ended late"]) await movedShow(t, nova, shows[title]?.id ?? "", "ended");
  await movedShow(t, rio, shows["Cancelled mid"]?.id ?? "", "cancelled");
});
afterAll(() => t.close());

describe("GET /api/shows", () => {
  it("lists upcoming shows first (soonest first), then live, then ended and cancelled (latest first)", async () => {
    expect(titles(await list())).toEqual([
      "Upcoming soon",
      "Upcoming late",
      "Live late",
      "Live early",
      "Ended late",
      "Cancelled mid",
      "Ended early",
    ]);
  });

  it("filters by status, by the artist's username and by Open Mic Night", async () => {
    expect(titles(await list("?status=live"))).toEqual(["Live late", "Live early"]);
    expect(titles(await list("?status=cancelled"))).toEqual(["Cancelled mid"]);
    expect(titles(await list("?artist=RIO.list"))).toEqual(["Upcoming soon", "Live late", "Cancelled mid"]);
    expect(titles(await list("?artist=nobody.here"))).toEqual([]);
    expect(titles(await list("?openMic=true"))).toEqual(["Upcoming soon", "Live late"]);
    expect(titles(await list("?openMic=false&status=upcoming"))).toEqual(["Upcoming late"]);
  });

  it("pages with limit and offset, saying where the next page starts", async () => {
    const first = await list("?limit=3");
    expect([titles(first), first.nextOffset]).toEqual([["Upcoming soon", "Upcoming late", "Live late"], 3]);
    const second = await list("?limit=3&offset=3");
    expect([titles(second), second.nextOffset]).toEqual([["Live early", "Ended late", "Cancelled mid"], 6]);
    const last = await list("?limit=3&offset=6");
    expect([titles(last), last.nextOffset]).toEqual([["Ended early"], null]);
  });

  it.each([
    "?limit=0",
    "?limit=51",
    "?limit=x",
    "?offset=-1",
    "?offset=10001",
    "?status=postponed",
    "?openMic=yes",
    `?artist=${"a".repeat(41)}`,
  ])("refuses %s as bad input", async (query) => {
    const answer = await call(null, "GET", `/api/shows${query}`);
    expect([answer.status, errorOf(answer).reason]).toEqual([400, "invalid_input"]);
  });

  it("shows a status it does not know as ended (SPEC 4)", async () => {
    await t.db.execute(sql`alter table live_shows drop constraint live_shows_status_known`);
    try {
      const id = shows["Upcoming late"]?.id ?? "";
      await t.db.execute(sql`update live_shows set status = 'postponed' where id = ${id}`);
      const show = liveShowAnswer.parse((await call(null, "GET", `/api/shows/${id}`)).body);
      expect([show.status, show.displayStatus]).toEqual(["postponed", "ended"]);
      const listed = (await list()).shows.find((each) => each.id === id);
      expect(listed?.displayStatus).toBe("ended");
    } finally {
      await t.db.execute(sql`update live_shows set status = 'upcoming' where status = 'postponed'`);
    }
  });
});
