// The instant a show starts, from the date and time the artist typed in the show's own time zone.
// Only Intl: the domain has no date library, and Intl carries the IANA database.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `zone` is an IANA time zone this runtime knows ("Europe/Paris", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === "" || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A real calendar date written YYYY-MM-DD (2027-02-30 is not one), years 2000 to 2999. */
export function isEventDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A time of day written HH:MM on a 24-hour clock. */
export function isEventTime(value: string): boolean {
  return TIME.test(value);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in `zone` at `instant`, as if it were UTC (milliseconds). */
function wallClockAt(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

/**
 * The UTC instant of `date` `time` on the clocks of `zone`, or null when that reading never
 * happens there (the hour skipped when clocks go forward). A reading that happens twice (the hour
 * repeated when clocks go back) is its first occurrence.
 */
export function zonedInstant(date: string, time: string, zone: string): Date | null {
  if (!isEventDate(date) || !isEventTime(time) || !isTimeZone(zone)) return null;
  const wanted = Date.parse(`${date}T${time}:00Z`);
  // The offset at the wanted reading, corrected once: enough for any zone's single change a day.
  const candidates = new Set<number>();
  for (const probe of [wanted - 86_400_000, wanted, wanted + 86_400_000]) {
    candidates.add(wanted - (wallClockAt(probe, zone) - probe));
  }
  const matches = [...candidates].filter((instant) => wallClockAt(instant, zone) === wanted).sort((a, b) => a - b);
  const first = matches[0];
  return first === undefined ? null : new Date(first);
}

/** The date (YYYY-MM-DD) and time (HH:MM) `instant` reads on the clocks of `zone`. */
export function wallClockOf(instant: Date, zone: string): { date: string; time: string } {
  const iso = new Date(wallClockAt(instant.getTime(), zone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
