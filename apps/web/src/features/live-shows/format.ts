import { LIVE_SHOW_STATUS_LABELS, type LiveShow } from "@wbe3/domain";

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/** When a show starts, on the viewer's clock ("Sat, Mar 6, 2027, 8:00 PM GMT+1"), or on `timeZone`'s. */
export function showWhen(show: Pick<LiveShow, "eventAt">, timeZone?: string): string {
  const date = new Date(show.eventAt);
  return Number.isNaN(date.getTime()) ? "Date to be announced" : date.toLocaleString("en-US", { ...WHEN, timeZone });
}

/** When the show starts where the artist is, if that is another time zone than the viewer's. */
export function artistClock(show: Pick<LiveShow, "eventDate" | "eventTime" | "timeZone">, viewerZone = browserTimeZone()): string | null {
  if (show.timeZone === viewerZone) return null;
  return `${show.eventDate} ${show.eventTime} in ${show.timeZone.replaceAll("_", " ")} (the artist's time)`;
}

/** The price of a ticket, or "Free" for a show without paid tickets. */
export function showPrice(show: Pick<LiveShow, "ticketed" | "ticketPrice">): string {
  return show.ticketed && !/^0(\.0*)?$/.test(show.ticketPrice) ? `${show.ticketPrice} WBE3` : "Free";
}

export const statusLabel = (show: Pick<LiveShow, "displayStatus">): string => LIVE_SHOW_STATUS_LABELS[show.displayStatus];

/** The viewer's IANA time zone, the create form's default. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Every time zone the browser knows, with the viewer's own among them. */
export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const own = browserTimeZone();
  return zones.includes(own) ? zones : [own, ...zones];
}

const NEWS: Record<LiveShow["displayStatus"], string> = {
  upcoming: "is upcoming",
  live: "is live now",
  ended: "has ended",
  cancelled: "was cancelled",
};

/** What a screen reader hears when a shown show changes status. */
export const statusNews = (title: string, status: LiveShow["displayStatus"]): string => `${title} ${NEWS[status]}.`;
