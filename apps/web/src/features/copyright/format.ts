const WHEN: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };

/** A moment the API wrote (ISO 8601) on the viewer's clock, e.g. "Mar 6, 2027, 8:00 PM". */
export function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString("en-US", WHEN);
}
