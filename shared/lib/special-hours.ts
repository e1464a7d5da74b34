import { addDays } from "./booking-days";
import type { OpeningHours } from "./opening-hours";

// Holidays and special hours: days (one, or a range) the salon is closed, or open other hours
// than every day's. The content writes each as a first day, an optional last day and the hours
// that day ("closed", or "10:00-16:00"); the pages read them on the salon's calendar (East Africa
// Time, shared/lib/zone-offsets.ts), so a day that has passed stops counting by itself, on the
// visitor's clock, with no new build. Pure and small: the contact page's status line and the
// booking panel load it.

/** What a special day's hours may be: closed, or opening and closing times on the 24-hour clock. */
export const SPECIAL_HOURS =
  /^\s*(?:closed|(?:[01]\d|2[0-3]):[0-5]\d\s*-\s*(?:[01]\d|2[0-3]):[0-5]\d)\s*$/i;

/** A day or days of other hours, as the pages read it. */
export interface SpecialDay {
  /** The first day, "YYYY-MM-DD" on the salon's calendar. */
  readonly from: string;
  /** The last day, the same as `from` for one day. */
  readonly to: string;
  /** Times on the 24-hour clock; null when it is closed all day. */
  readonly opens: string | null;
  readonly closes: string | null;
}

/** "closed" → null; "10:00-16:00" → { opens: "10:00", closes: "16:00" }. */
export function readSpecialHours(text: string): { opens: string; closes: string } | null {
  const match = /^\s*(\d\d:\d\d)\s*-\s*(\d\d:\d\d)\s*$/.exec(text);
  return match ? { opens: match[1]!, closes: match[2]! } : null;
}

/** The special day that covers `day`, if any (the first listed, where two cover it). */
export function specialOn<T extends SpecialDay>(day: string, special: readonly T[]): T | undefined {
  // ISO days compare correctly as text.
  return special.find(({ from, to }) => from <= day && day <= to);
}

/** The special days not yet over on `today`. */
export const specialFrom = <T extends Pick<SpecialDay, "to">>(
  special: readonly T[],
  today: string,
): T[] => special.filter(({ to }) => to >= today);

/** The salon's hours on `day`: every day's, or its special day's; null when it is closed. */
export function hoursOn(
  day: string,
  hours: OpeningHours,
  special: readonly SpecialDay[],
): OpeningHours | null {
  const other = specialOn(day, special);
  if (!other) return hours;
  return other.opens && other.closes ? { opens: other.opens, closes: other.closes } : null;
}

/** How far ahead a closed salon's next opening is looked for: a long holiday and then some. */
const LOOK_AHEAD_DAYS = 62;

/**
 * The first day after `day` the salon opens, with its hours, or null when none is in reach (the
 * owner wrote a closure of months).
 */
export function nextOpenDay<T extends SpecialDay>(
  day: string,
  hours: OpeningHours,
  special: readonly T[],
): { day: string; ahead: number; special?: T } | null {
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead += 1) {
    const next = addDays(day, ahead);
    if (hoursOn(next, hours, special))
      return { day: next, ahead, special: specialOn(next, special) };
  }
  return null;
}

/** The days from `min` to `max` the salon is closed all day. */
export function closedDays(
  min: string,
  max: string,
  special: readonly Pick<SpecialDay, "from" | "to" | "opens">[],
): string[] {
  const days: string[] = [];
  for (const { from, to, opens } of special) {
    if (opens) continue;
    for (let day = from > min ? from : min; day <= to && day <= max; day = addDays(day, 1)) {
      days.push(day);
    }
  }
  return [...new Set(days)].sort();
}
