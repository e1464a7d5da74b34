import type { BookableTreatment } from "./booking-link";
import { formatMinutes, parseDuration } from "./duration";
import { formatClockRange, toMinutes, type OpeningHours } from "./opening-hours";
import { priceAmount } from "./price";

// A request for several treatments at once, sent as one WhatsApp message (written by
// booking-message.ts). Everything here is worked out from the treatments' own content (names,
// durations, prices) and the visitor's choices: what the page needs from its first view (to keep,
// check and announce the choice), while the message itself is loaded with the booking panel.

export interface BookingTreatment extends BookableTreatment {
  slug: string;
}

export interface BookingChoices {
  /** "YYYY-MM-DD", or "" for no preference. */
  day: string;
  /** A day part's id ("morning", …), or "" for no preference. */
  timeOfDay: string;
  name: string;
}

export const NO_CHOICES: BookingChoices = { day: "", timeOfDay: "", name: "" };

export const NAME_MAX_LENGTH = 80;

export interface BookingTotals {
  count: number;
  /** "3 treatments". */
  countText: string;
  /** "KES 900", "KES 900 + 1 treatment priced on request", "1 treatment priced on request". */
  priceText: string;
  /** "1 hr 15 mins", "30 mins + Beauty Training (3 months)"; "" for no treatments. */
  timeText: string;
  /** "2 treatments · KES 900": the phone bar's line. */
  summary: string;
}

/**
 * 10400 → "KES 10,400": the way content writes prices. (Here rather than beside priceAmount in
 * price.ts, which every page loads for its structured data: only the booking needs it.)
 */
export function formatKes(amount: number): string {
  return `KES ${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

const treatmentsText = (count: number) => `${count} ${count === 1 ? "treatment" : "treatments"}`;

export function bookingTotals(treatments: readonly BookableTreatment[]): BookingTotals {
  let amount = 0;
  let priced = 0;
  let minutes = 0;
  let timed = 0;
  const courses: string[] = [];
  for (const treatment of treatments) {
    const price = priceAmount(treatment.price);
    if (price !== null) {
      amount += price;
      priced += 1;
    }
    const duration = parseDuration(treatment.duration);
    if (duration?.kind === "minutes") {
      minutes += duration.minutes;
      timed += 1;
    } else {
      // A course (or a duration written some other way) is named, never added to the hours.
      courses.push(`${treatment.name} (${treatment.duration})`);
    }
  }
  const onRequest = treatments.length - priced;
  const priceParts = [
    ...(priced > 0 ? [formatKes(amount)] : []),
    ...(onRequest > 0 ? [`${treatmentsText(onRequest)} priced on request`] : []),
  ];
  const timeParts = [...(timed > 0 ? [formatMinutes(minutes)] : []), ...courses];
  const countText = treatmentsText(treatments.length);
  const priceText = priceParts.join(" + ");
  return {
    count: treatments.length,
    countText,
    priceText,
    timeText: timeParts.join(" + "),
    summary: `${countText} · ${priceText}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The preferred day: from today to BOOKING_DAYS_AHEAD days ahead, on the salon's calendar.
// ---------------------------------------------------------------------------------------------

export const BOOKING_DAYS_AHEAD = 60;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-11-29" as that day at 00:00 UTC; null for anything that is not a real day. */
export function dayToUtc(day: string): Date | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, date));
  // 2026-02-30 rolls over to March: not a real day.
  return value.getUTCMonth() === month - 1 && value.getUTCDate() === date ? value : null;
}

/** "YYYY-MM-DD" on the wall calendar of `timeZone` at the instant `now`. */
export function dayInTimeZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: "year" | "month" | "day") =>
    parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
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
}

/** The days a visitor may ask for: today (in the salon's time zone) to 60 days ahead. */
export function bookingDayLimits(now: Date, timeZone: string): DayLimits {
  const min = dayInTimeZone(now, timeZone);
  return { min, max: addDays(min, BOOKING_DAYS_AHEAD) };
}

export function isDayAllowed(day: string, limits: DayLimits): boolean {
  // ISO days compare correctly as text.
  return dayToUtc(day) !== null && day >= limits.min && day <= limits.max;
}

// ---------------------------------------------------------------------------------------------
// The preferred time of day, inside the opening hours.
// ---------------------------------------------------------------------------------------------

export interface DayPart {
  id: string;
  /** "Morning 8am–12pm". */
  label: string;
  /** "morning": how the message names it. */
  text: string;
}

const DAY_PARTS = [
  { id: "morning", name: "Morning", from: 0, to: 12 * 60 },
  { id: "afternoon", name: "Afternoon", from: 12 * 60, to: 16 * 60 },
  { id: "evening", name: "Evening", from: 16 * 60, to: 24 * 60 },
] as const;

/** Morning, afternoon and evening, each cut to the hours the salon is open (none when closed). */
export function dayParts(hours: Pick<OpeningHours, "opens" | "closes">): DayPart[] {
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
            label: `${part.name} ${formatClockRange(from, to)}`,
            text: part.name.toLowerCase(),
          },
        ]
      : [];
  });
}

/** What the live region says after a change: "Manicure added. 2 treatments, KES 900." */
export function bookingChangeText(
  change: "added" | "removed",
  treatment: string,
  remaining: readonly BookableTreatment[],
): string {
  if (remaining.length === 0) return `${treatment} ${change}. Your booking is empty.`;
  const totals = bookingTotals(remaining);
  return `${treatment} ${change}. ${totals.countText}, ${totals.priceText}.`;
}
