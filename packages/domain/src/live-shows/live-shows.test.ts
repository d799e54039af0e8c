import { describe, expect, it } from "vitest";
import { LIVE_SHOW_STATUSES, canMoveStatus, displayStatus, showCalendarPath, showPagePath, type LiveShowStatus } from "./live-shows.ts";
import { isEventDate, isEventTime, isTimeZone, wallClockOf, zonedInstant } from "./event-time.ts";
import { LIVE_SHOW_REQUIRED_FIELDS, statusMoveRefused, ticketsLeft } from "./messages.ts";

describe("displayStatus", () => {
  it.each(LIVE_SHOW_STATUSES)("shows %s as itself", (status) => {
    expect(displayStatus(status)).toBe(status);
  });

  it.each(["LIVE", "postponed", "", " live", null, undefined])("shows %o as ended (SPEC 4)", (status) => {
    expect(displayStatus(status)).toBe("ended");
  });
});

describe("canMoveStatus", () => {
  const allowed: [string, LiveShowStatus][] = [
    ["upcoming", "live"],
    ["live", "ended"],
    ["upcoming", "cancelled"],
  ];
  it.each(allowed)("lets %s become %s", (from, to) => {
    expect(canMoveStatus(from, to)).toBe(true);
  });

  const refused: [string, LiveShowStatus][] = [
    ["upcoming", "upcoming"],
    ["upcoming", "ended"],
    ["live", "upcoming"],
    ["live", "cancelled"],
    ["live", "live"],
    ["ended", "live"],
    ["ended", "upcoming"],
    ["cancelled", "upcoming"],
    ["cancelled", "live"],
    ["postponed", "live"],
  ];
  it.each(refused)("refuses %s to %s", (from, to) => {
    expect(canMoveStatus(from, to)).toBe(false);
  });

  it("says why a move is refused", () => {
    expect(statusMoveRefused("live", "cancelled")).toBe("Only a show that has not started can be cancelled.");
    expect(statusMoveRefused("ended", "live")).toBe("A show that is ended cannot become live.");
  });
});

describe("paths and texts", () => {
  it("builds the show page and calendar paths", () => {
    expect(showPagePath("a b")).toBe("/liveshows/a%20b");
    expect(showCalendarPath("123")).toBe("/api/shows/123/calendar.ics");
  });

  it("keeps SPEC wording", () => {
    expect(LIVE_SHOW_REQUIRED_FIELDS).toBe("Please fill in required fields");
    expect(ticketsLeft(1)).toBe("1 ticket left");
    expect(ticketsLeft(12)).toBe("12 tickets left");
  });
});

describe("event time", () => {
  it("knows IANA zones and refuses others", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    for (const zone of ["Mars/Olympus", "", " ", "Europe/Paris; x", "+01:00x"]) expect(isTimeZone(zone)).toBe(false);
  });

  it("reads real dates and 24-hour times only", () => {
    expect(isEventDate("2027-02-28")).toBe(true);
    expect(isEventDate("2028-02-29")).toBe(true);
    for (const date of ["2027-02-29", "2027-13-01", "2027-1-01", "27-01-01", "1999-12-31", "2027-02-30"])
      expect(isEventDate(date)).toBe(false);
    expect(isEventTime("00:00")).toBe(true);
    expect(isEventTime("23:59")).toBe(true);
    for (const time of ["24:00", "7:30", "12:60", "12:30:00", "noon"]) expect(isEventTime(time)).toBe(false);
  });

  it("finds the UTC instant of a wall-clock time in the artist's zone", () => {
    expect(zonedInstant("2027-07-01", "20:00", "Europe/Paris")?.toISOString()).toBe("2027-07-01T18:00:00.000Z");
    expect(zonedInstant("2027-01-15", "20:00", "Europe/Paris")?.toISOString()).toBe("2027-01-15T19:00:00.000Z");
    expect(zonedInstant("2027-07-01", "20:00", "America/New_York")?.toISOString()).toBe("2027-07-02T00:00:00.000Z");
    expect(zonedInstant("2027-07-01", "20:00", "Asia/Kolkata")?.toISOString()).toBe("2027-07-01T14:30:00.000Z");
    expect(zonedInstant("2027-07-01", "20:00", "UTC")?.toISOString()).toBe("2027-07-01T20:00:00.000Z");
  });

  it("refuses the hour skipped when clocks go forward, and takes the first of a repeated hour", () => {
    // Paris: 2027-03-28 02:00 → 03:00; 2027-10-31 03:00 → 02:00.
    expect(zonedInstant("2027-03-28", "02:30", "Europe/Paris")).toBeNull();
    expect(zonedInstant("2027-03-28", "03:30", "Europe/Paris")?.toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(zonedInstant("2027-10-31", "02:30", "Europe/Paris")?.toISOString()).toBe("2027-10-31T00:30:00.000Z");
  });

  it("reads an instant back on the zone's clocks", () => {
    expect(wallClockOf(new Date("2027-07-02T00:00:00Z"), "America/New_York")).toEqual({ date: "2027-07-01", time: "20:00" });
  });
});
