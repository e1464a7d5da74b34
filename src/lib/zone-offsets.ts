// The salon's wall clock, worked out in the browser without Intl.
//
// A page's first `Intl.DateTimeFormat` costs the browser 18-44 ms of CPU here while it loads its
// date data, a long task of 70-180 ms on a phone (CPU 4x), for the one thing the pages ask of it:
// what time and day it is in the salon's time zone. So the build asks Intl instead (Node has the
// same time-zone data) and writes down the zone's UTC offsets for a span of years; the page
// adds the offset that applies to the device's clock. No library does that: date libraries either
// use Intl themselves or ship the zone database.

/** A time zone's offsets from UTC over a span of time, as the build worked them out. */
export interface ZoneOffsets {
  /** Instants (ms since 1970, UTC), ascending; each starts the offset at the same index. */
  readonly from: readonly number[];
  /** Minutes the zone is ahead of UTC from the matching instant on (Nairobi: 180). */
  readonly minutes: readonly number[];
}

/** The salon's wall clock at an instant: the day and the minutes since midnight. */
export interface WallTime {
  /** "YYYY-MM-DD". */
  day: string;
  minutes: number;
}

/** UTC's: what the booking goes by when the build didn't know the salon's time zone (it warned). */
export const UTC_OFFSETS: ZoneOffsets = { from: [0], minutes: [0] };

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

/**
 * The wall clock of the zone `offsets` describe at `now`. After the span the build worked out,
 * the last offset goes on (right for a zone without daylight saving, like Nairobi's; a site
 * rebuilt in the meantime gets a new span).
 */
export function wallTime(now: Date, offsets: ZoneOffsets): WallTime {
  const instant = now.getTime();
  let index = 0;
  while (index + 1 < offsets.from.length && offsets.from[index + 1]! <= instant) index += 1;
  const wall = new Date(instant + (offsets.minutes[index] ?? 0) * MINUTE);
  return {
    day: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}
