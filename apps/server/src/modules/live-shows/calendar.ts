import ical, { ICalEventStatus } from "ical-generator";
import { showPagePath } from "@wbe3/domain";
import type { ShowRow } from "./repo.ts";

/** Shows have no end time; calendars get a slot of this length. */
export const SHOW_CALENDAR_HOURS = 2;

/**
 * One show as an iCalendar file: the start in UTC (the instant the artist's date, time and zone
 * name, so every calendar shows it at the right local time), the show page as its link, and a
 * cancelled show marked cancelled so calendars that imported it strike it through.
 */
export function showCalendar(
  show: Pick<ShowRow, "id" | "title" | "artistName" | "description" | "eventAt" | "timeZone" | "status" | "createdAt" | "updatedAt">,
  origin: string,
): string {
  const url = `${origin}${showPagePath(show.id)}`;
  const calendar = ical({ prodId: { company: "WBE3", product: "Live Shows", language: "EN" }, name: show.title });
  const localTime = new Intl.DateTimeFormat("en-US", { timeZone: show.timeZone, dateStyle: "full", timeStyle: "short" }).format(
    show.eventAt,
  );
  calendar.createEvent({
    id: `${show.id}@wbe3`,
    start: show.eventAt,
    end: new Date(show.eventAt.getTime() + SHOW_CALENDAR_HOURS * 3_600_000),
    summary: show.title,
    description: [`${show.artistName} — live on WBE3.`, `${localTime} (${show.timeZone})`, show.description, url]
      .filter((line) => line !== "")
      .join("\n\n"),
    location: url,
    url,
    stamp: show.updatedAt,
    created: show.createdAt,
    lastModified: show.updatedAt,
    status: show.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** A file name for the download: the title's letters and digits, or "show". */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .toLowerCase();
  return `${slug || "show"}.ics`;
}
