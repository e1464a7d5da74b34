import type { Locale } from "./locale";

// Durations are written as text in content ("30 mins", "1 hr", "2 hrs", "3 months"). A booking adds
// up the ones measured on the clock; a course measured in months is not part of one visit.

export type Duration = { kind: "minutes"; minutes: number } | { kind: "months"; months: number };

const DURATION = /^\s*(\d+(?:\.\d+)?)\s*(mins?|hrs?|months?)\s*$/;

/** "45 mins" → 45 minutes, "1.5 hrs" → 90 minutes, "3 months" → 3 months; null when unreadable. */
export function parseDuration(text: string): Duration | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2] ?? "";
  if (unit.startsWith("month")) return { kind: "months", months: amount };
  return { kind: "minutes", minutes: Math.round(unit.startsWith("hr") ? amount * 60 : amount) };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * 75 → "1 hr 15 mins", 120 → "2 hrs", 45 → "45 mins", written the way content writes them; in
 * Swahili the unit comes first and has one form, and the parts are joined by "na": "saa 1 na
 * dakika 15", "saa 2", "dakika 45". (Where a length stands alone the page and the messages say
 * "Muda:" before it, so "saa 1" isn't read as a clock time: src/i18n/sw.ts.)
 */
export function formatMinutes(total: number, locale: Locale = "en"): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (locale === "sw") {
    return [
      ...(hours > 0 ? [`saa ${hours}`] : []),
      ...(minutes > 0 || hours === 0 ? [`dakika ${minutes}`] : []),
    ].join(" na ");
  }
  const parts = [
    ...(hours > 0 ? [plural(hours, "hr", "hrs")] : []),
    ...(minutes > 0 || hours === 0 ? [plural(minutes, "min", "mins")] : []),
  ];
  return parts.join(" ");
}

/**
 * A duration as content writes it ("30 mins", "1.5 hrs", "3 months"), in the page's language:
 * English keeps the content's own words; Swahili reads "dakika 30", "saa 1 na dakika 30",
 * "miezi 3" ("mwezi 1"). Text that isn't a duration is shown as written.
 */
export function formatDuration(text: string, locale: Locale = "en"): string {
  if (locale === "en") return text;
  const duration = parseDuration(text);
  if (!duration) return text;
  if (duration.kind === "minutes") return formatMinutes(duration.minutes, locale);
  return duration.months === 1 ? "mwezi 1" : `miezi ${duration.months}`;
}
