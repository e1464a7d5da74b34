import { fill } from "../../shared/lib/locale";

// The date a page's prices are "as of", shown when the page comes from the phone's store
// (src/components/layout/store-notice.tsx). It is the day the site was built: the prices on every
// page are the content as that build read it, so on that day they were the salon's prices. (The
// content's last change was the other choice; a host's checkout gives every file the checkout's
// time and may hold no history to ask, so that date could not be trusted.) Worked out once per
// build, in Node, by Intl: no page bundle carries this.

/**
 * How the page's language writes a whole date (shared/i18n/: `offline.date`,
 * `formats.date.months`).
 */
export interface FullDateWords {
  /** January first. */
  months: readonly string[];
  /** "{day} {month} {year}". */
  date: string;
}

/** The calendar day `instant` falls on in `timeZone`, as { year, month (1-12), day }. */
export function dayIn(
  instant: Date,
  timeZone: string,
): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** "28 November 2026" / "28 Novemba 2026": the day `instant` falls on in the salon's time zone. */
export function pricesAsOf(instant: Date, timeZone: string, words: FullDateWords): string {
  const { year, month, day } = dayIn(instant, timeZone);
  return fill(words.date, { day, month: words.months[month - 1]!, year });
}
