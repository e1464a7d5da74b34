import { dayToUtc } from "./booking-days";
import type { Locale } from "./locale";

// A preferred day written out for the visitor and the salon. Only the booking panel (its day
// field and its message) names days, so this is loaded with the panel, not with the page.

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const WEEKDAYS_SW = [
  "Jumapili",
  "Jumatatu",
  "Jumanne",
  "Jumatano",
  "Alhamisi",
  "Ijumaa",
  "Jumamosi",
];
const MONTHS_SW = [
  "Januari",
  "Februari",
  "Machi",
  "Aprili",
  "Mei",
  "Juni",
  "Julai",
  "Agosti",
  "Septemba",
  "Oktoba",
  "Novemba",
  "Desemba",
];

/**
 * "2025-11-29" → "Saturday 29 November" (the year is clear from the 60-day limit); in Swahili
 * "Jumamosi, tarehe 29 Novemba", as a Kenyan writes a date in a message. Written out here rather than by Intl: browsers' Swahili data differ
 * (some have none), and the message must read the same on every phone.
 */
export function formatDay(day: string, locale: Locale = "en"): string {
  const value = dayToUtc(day);
  if (!value) return day;
  if (locale === "sw") {
    return `${WEEKDAYS_SW[value.getUTCDay()]}, tarehe ${value.getUTCDate()} ${MONTHS_SW[value.getUTCMonth()]}`;
  }
  return `${WEEKDAYS[value.getUTCDay()]} ${value.getUTCDate()} ${MONTHS[value.getUTCMonth()]}`;
}
