import { fill } from "./locale";

// Durations are written as text in content ("30 mins", "1 hr", "2 hrs", "3 months"). A booking adds
// up the ones measured on the clock; a course measured in months is not part of one visit. How a
// length is said is the page's language's (its `formats.durations`, shared/i18n/).

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

/** A count in words, "{n}" filled in: `one` says exactly 1 ("1 hr"), `other` any other ("2 hrs"). */
export interface CountWords {
  one: string;
  other: string;
}

export const countText = (words: CountWords, count: number): string =>
  fill(count === 1 ? words.one : words.other, { n: count });

/** How a language says a length of time (shared/i18n/: `formats.durations`). */
export interface DurationWords {
  /** Whether a duration is shown as content writes it ("1.5 hrs"): content's own language. */
  asWritten: boolean;
  hours: CountWords;
  minutes: CountWords;
  months: CountWords;
  /** Between the hours and the minutes: " " ("1 hr 15 mins"), " na " ("saa 1 na dakika 15"). */
  join: string;
}

/** 75 → "1 hr 15 mins", 120 → "2 hrs", 45 → "45 mins" ("saa 1 na dakika 15", "saa 2", "dakika 45"). */
export function formatMinutes(total: number, words: DurationWords): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return [
    ...(hours > 0 ? [countText(words.hours, hours)] : []),
    ...(minutes > 0 || hours === 0 ? [countText(words.minutes, minutes)] : []),
  ].join(words.join);
}

/**
 * A duration as content writes it ("30 mins", "1.5 hrs", "3 months"), in the page's language: as
 * written where that is the content's language, else in its words ("dakika 30", "saa 1 na dakika
 * 30", "miezi 3"). Text that isn't a duration is shown as written.
 */
export function formatDuration(text: string, words: DurationWords): string {
  if (words.asWritten) return text;
  const duration = parseDuration(text);
  if (!duration) return text;
  if (duration.kind === "minutes") return formatMinutes(duration.minutes, words);
  return countText(words.months, duration.months);
}
