import { dayToUtc } from "./booking-days";
import { fill } from "./locale";

// A preferred day written out for the visitor and the salon. Only the booking panel (its day
// field and its message) names days, so this is loaded with the panel, not with the page.

/** How the page's language writes a day (shared/i18n/: `formats.date`). */
export interface DateWords {
  /** Sunday first, as the calendar's getUTCDay counts. */
  weekdays: readonly string[];
  /** January first. */
  months: readonly string[];
  /** "{weekday} {day} {month}": "Saturday 29 November". */
  date: string;
}

/**
 * "2025-11-29" → "Saturday 29 November" (the year is clear from the 60-day limit); in Swahili
 * "Jumamosi, tarehe 29 Novemba", as a Kenyan writes a date in a message. Written out from the
 * page's words rather than by Intl: browsers' Swahili data differ (some have none), and the
 * message must read the same on every phone.
 */
export function formatDay(day: string, words: DateWords): string {
  const value = dayToUtc(day);
  if (!value) return day;
  return fill(words.date, {
    weekday: words.weekdays[value.getUTCDay()]!,
    day: value.getUTCDate(),
    month: words.months[value.getUTCMonth()]!,
  });
}
