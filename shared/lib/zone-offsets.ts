// The salon's wall clock, worked out in the browser without Intl.
//
// A page's first `Intl.DateTimeFormat` costs the browser 18-44 ms of CPU here while it loads its
// date data, a long task of 70-180 ms on a phone (CPU 4x), for the one thing the pages ask of it:
// what time and day it is in the salon's time zone. So the build asks Intl instead (Node has the
// same time-zone data: plugins/gatsby-plugin-content/model/zone-offsets.ts) and writes down the zone's UTC offsets for
// a span of years; the page adds the offset that applies to the device's clock. No library does that: date libraries either
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
