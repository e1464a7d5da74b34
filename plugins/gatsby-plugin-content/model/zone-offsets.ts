// A time zone's offsets from UTC, worked out by the build with Intl (Node has the same time-zone
// data as the browser), so a page can tell the salon's time without Intl
// (shared/lib/zone-offsets.ts, which reads them).
import type { ZoneOffsets } from "../../../shared/lib/zone-offsets";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Minutes `timeZone` is ahead of UTC at `instant` (build time: it asks Intl). Throws a RangeError
 * for a name Intl doesn't know.
 */
export function offsetAt(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  // Some engines still write midnight as "24" despite h23.
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour") % 24,
    part("minute"),
  );
  return Math.round((wall - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/** Whether Intl (so the build) knows `timeZone` as a time zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    offsetAt(0, timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The offsets of `timeZone` from `start` to `end` (ms since 1970): one entry per change, found to
 * the minute. Zones change their offset at most a few times a year, so it looks once a day and
 * narrows down each change it sees.
 */
export function zoneOffsets(timeZone: string, start: number, end: number): ZoneOffsets {
  const from = [start];
  const minutes = [offsetAt(start, timeZone)];
  for (let day = start + DAY; day <= end; day += DAY) {
    const offset = offsetAt(day, timeZone);
    if (offset === minutes.at(-1)) continue;
    // The change lies in (day - DAY, day]: halve it down to the minute.
    let before = day - DAY;
    let after = day;
    while (after - before > MINUTE) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
      if (offsetAt(middle, timeZone) === offset) after = middle;
      else before = middle;
    }
    from.push(after);
    minutes.push(offset);
  }
  return { from, minutes };
}
