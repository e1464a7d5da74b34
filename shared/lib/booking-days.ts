import { wallTime, type ZoneOffsets } from "./zone-offsets";
import { toMinutes, type ClockRules, type OpeningHours } from "./opening-hours";

// When a booking asks to come: the preferred day (a calendar day in the salon's time zone) and
// the part of the day, both optional, both offered only within what the salon can take.

// ---------------------------------------------------------------------------------------------
// The preferred day: from today to BOOKING_DAYS_AHEAD days ahead, on the salon's calendar.
// ---------------------------------------------------------------------------------------------

export const BOOKING_DAYS_AHEAD = 60;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dayToUtc(day: string): Date | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, date));
  // 2026-02-30 rolls over to March: not a real day.
  return value.getUTCMonth() === month - 1 && value.getUTCDate() === date ? value : null;
}

export function addDays(day: string, count: number): string {
  const value = dayToUtc(day);
  if (!value) return day;
  value.setUTCDate(value.getUTCDate() + count);
  return value.toISOString().slice(0, 10);
}

export interface DayLimits {
  min: string;
  max: string;
  /** The days between them the salon is closed all day (holidays: shared/lib/special-hours.ts). */
  closed?: readonly string[];
  /** The days of other hours, each with the parts of the day a booking may ask for then. */
  special?: readonly SpecialDayParts[];
}

/** A day or days of other hours (shared/lib/special-hours.ts) and their parts of the day. */
export interface SpecialDayParts {
  readonly from: string;
  readonly to: string;
  readonly dayParts: readonly DayPart[];
}

/** The days a visitor may ask for: today (in the salon's time zone) to 60 days ahead. */
export function bookingDayLimits(now: Date, offsets: ZoneOffsets): DayLimits {
  const min = wallTime(now, offsets).day;
  return { min, max: addDays(min, BOOKING_DAYS_AHEAD) };
}

/** Whether `day` is one a booking may ask for: in the limits, and not a day the salon is closed. */
export function isDayAllowed(day: string, limits: DayLimits): boolean {
  // ISO days compare correctly as text.
  return (
    dayToUtc(day) !== null &&
    day >= limits.min &&
    day <= limits.max &&
    !limits.closed?.includes(day)
  );
}

/** The parts of `day` a booking may ask for: a special day's own, or every day's `parts`. */
export function partsOn(
  day: string,
  parts: readonly DayPart[],
  limits: DayLimits,
): readonly DayPart[] {
  // ISO days compare correctly as text.
  const special = limits.special?.find(({ from, to }) => from <= day && day <= to);
  return special ? special.dayParts : parts;
}

// ---------------------------------------------------------------------------------------------
// The preferred time of day, inside the opening hours.
// ---------------------------------------------------------------------------------------------

export interface DayPart {
  id: string;
  /** "Morning 8am–12pm" ("Asubuhi, saa 2 – saa 6 mchana"). */
  label: string;
  /** "morning": how the message names it. */
  text: string;
}

const DAY_PARTS = [
  { id: "morning", from: 0, to: 12 * 60 },
  { id: "afternoon", from: 12 * 60, to: 16 * 60 },
  { id: "evening", from: 16 * 60, to: 24 * 60 },
] as const;

/** Each part's name in a page's language (shared/i18n/). */
export type DayPartNames = Readonly<Record<(typeof DAY_PARTS)[number]["id"], string>>;

/**
 * Morning, afternoon and evening, each cut to the hours the salon is open (none when closed), named
 * in the page's words. Worked out by the build (the `dayParts` field of the opening hours,
 * plugins/gatsby-plugin-content/model/site-hours.ts), so the services page's bundle carries none of this.
 */
export function dayParts(hours: OpeningHours, names: DayPartNames, clock: ClockRules): DayPart[] {
  const opens = toMinutes(hours.opens);
  const closes = toMinutes(hours.closes);
  // Hours past midnight would split a part in two; the parts are then offered whole.
  const [start, end] = opens < closes ? [opens, closes] : [0, 24 * 60];
  return DAY_PARTS.flatMap((part) => {
    const from = Math.max(part.from, start);
    const to = Math.min(part.to, end);
    return from < to
      ? [
          {
            id: part.id,
            label: clock.dayPart(names[part.id], from, to),
            text: names[part.id].toLowerCase(),
          },
        ]
      : [];
  });
}
