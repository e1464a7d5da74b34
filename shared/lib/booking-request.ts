import type { BookableTreatment } from "./treatment-line";
import {
  countText,
  formatDuration,
  formatMinutes,
  parseDuration,
  type CountWords,
  type DurationWords,
} from "./duration";
import { fill } from "./locale";
import { priceAmount } from "./price";

// A request for several treatments at once, sent as one WhatsApp message (written by
// booking-message.ts). Everything here is worked out from the treatments' own content (names,
// durations, prices) and the visitor's choices: what the page needs from its first view (to keep,
// check and announce the choice), while the message itself is loaded with the booking panel.

export interface BookingTreatment extends BookableTreatment {
  slug: string;
  /** As the page shows it, with its language where that is not the page's (untranslated). */
  name: { readonly text: string; readonly lang: string | null };
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
  /** "3 treatments"; "Huduma 3": it stands as a line of its own, so it starts with a capital. */
  countText: string;
  /** "KES 900", "KES 900 + 1 treatment priced on request", "1 treatment priced on request". */
  priceText: string;
  /** "1 hr 15 mins", "30 mins + Beauty Training (3 months)"; "" for no treatments. */
  timeText: string;
  /** "2 treatments · KES 900" ("Huduma 2 · KES 900"): the phone bar's line. */
  summary: string;
}

/**
 * 10400 → "KES 10,400": the way content writes prices. (Here rather than beside priceAmount in
 * price.ts, which every page loads for its structured data: only the booking needs it.)
 */
export function formatKes(amount: number): string {
  return `KES ${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

const startWithCapital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** How the page's language counts treatments and their times (shared/i18n/: `formats`). */
export interface TotalsWords {
  durations: DurationWords;
  /** "{n} treatment", "{n} treatments" ("huduma {n}"). */
  treatments: CountWords;
  /** "{count} priced on request" ("uliza bei ya {count}"), "{count}" a count of treatments. */
  pricedOnRequest: string;
}

export function bookingTotals(
  treatments: readonly BookableTreatment[],
  words: TotalsWords,
): BookingTotals {
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
      courses.push(
        `${treatment.name.text} (${formatDuration(treatment.duration, words.durations)})`,
      );
    }
  }
  const onRequest = treatments.length - priced;
  const priceParts = [
    ...(priced > 0 ? [formatKes(amount)] : []),
    ...(onRequest > 0
      ? [fill(words.pricedOnRequest, { count: countText(words.treatments, onRequest) })]
      : []),
  ];
  const timeParts = [...(timed > 0 ? [formatMinutes(minutes, words.durations)] : []), ...courses];
  // Shown as a line of its own (the phone bar, beside the panel's heading) and read at the start
  // of a sentence: it starts with a capital ("Huduma 2"; "2 treatments" is unchanged). Inside a
  // price ("uliza bei ya huduma 1") the count stays as the words write it.
  const count = startWithCapital(countText(words.treatments, treatments.length));
  const priceText = priceParts.join(" + ");
  return {
    count: treatments.length,
    countText: count,
    priceText,
    timeText: timeParts.join(" + "),
    summary: `${count} · ${priceText}`,
  };
}

/**
 * The announcement's sentences, from the page's words (shared/i18n/): "{name} added." and so on.
 */
export interface BookingChangeWords {
  added: string;
  removed: string;
  empty: string;
  /** "{count}, {price}." */
  summary: string;
}

/**
 * What the live region says after a change: "Manicure added. 2 treatments, KES 900."; in Swahili
 * "Umeongeza Manicure. Huduma 2, KES 900."
 */
export function bookingChangeText(
  change: "added" | "removed",
  treatment: string,
  remaining: readonly BookableTreatment[],
  words: BookingChangeWords,
  formats: TotalsWords,
): string {
  const changed = fill(words[change], { name: treatment });
  if (remaining.length === 0) return `${changed} ${words.empty}`;
  const totals = bookingTotals(remaining, formats);
  return `${changed} ${fill(words.summary, { count: totals.countText, price: totals.priceText })}`;
}
