import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { showPagePath } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { createdShow, movedShow, signedIn } from "../../test/live-shows.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = (await signedIn(t, "artist")).cookie;
});
afterAll(() => t.close());

/** The lines of an iCalendar text unfolded (RFC 5545 3.1: a line break followed by a space continues the line). */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line !== "");
}

/** Each property of the one VEVENT, by name (parameters dropped), with its value unescaped. */
function eventOf(text: string): Record<string, string> {
  const lines = unfold(text);
  const start = lines.indexOf("BEGIN:VEVENT");
  const end = lines.indexOf("END:VEVENT");
  expect(start).toBeGreaterThan(0);
  return Object.fromEntries(
    lines.slice(start + 1, end).map((line) => {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).split(";")[0] ?? "";
      const value = line
        .slice(colon + 1)
        .replace(/\\n/gi, "\n")
        .replace(/\\([,;\\])/g, "$1");
      return [name, value];
    }),
  );
}

describe("GET /api/shows/:id/calendar.ics", () => {
  it("gives the show as one event starting at the right instant in UTC, linked to the show page", async () => {
    const show = await createdShow(t, owner, {
      title: "Sunrise, Live; Part 2",
      eventDate: "2031-11-15",
      eventTime: "19:30",
      timeZone: "America/Los_Angeles",
      description: "Acoustic.",
    });
    const res = await t.request(`/api/shows/${show.id}/calendar.ics`, { headers: { host: "evil.example" } });
    expect([res.status, res.headers.get("content-type"), res.headers.get("content-disposition")]).toEqual([
      200,
      "text/calendar; charset=utf-8",
      'attachment; filename="sunrise-live-part-2.ics"',
    ]);
    const text = await res.text();
    const lines = unfold(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    const event = eventOf(text);
    // The public origin (PUBLIC_ORIGIN, or the local one), never the request's Host.
    const url = `${t.deps.env.origins.canonical}${showPagePath(show.id)}`;
    // 19:30 in Los Angeles on 15 November (PST, UTC−8) is 03:30 UTC the next day.
    expect(event).toMatchObject({
      UID: `${show.id}@wbe3`,
      DTSTART: "20311116T033000Z",
      DTEND: "20311116T053000Z",
      SUMMARY: "Sunrise, Live; Part 2",
      URL: url,
      LOCATION: url,
      STATUS: "CONFIRMED",
    });
    expect(event.DESCRIPTION).toContain("(America/Los_Angeles)");
    expect(event.DESCRIPTION).toContain("Acoustic.");
  });

  it("marks a cancelled show cancelled", async () => {
    const show = await createdShow(t, owner);
    await movedShow(t, owner, show.id, "cancelled");
    const event = eventOf(await (await t.request(`/api/shows/${show.id}/calendar.ics`)).text());
    expect([event.STATUS, event.DTSTART]).toEqual(["CANCELLED", "20310701T180000Z"]);
  });

  it("answers 404 with its reason for a show that does not exist", async () => {
    const answer = await apiCaller(() => t)(null, "GET", "/api/shows/00000000-0000-4000-8000-000000000000/calendar.ics");
    expect([answer.status, errorOf(answer).reason]).toEqual([404, "show_not_found"]);
  });
});
