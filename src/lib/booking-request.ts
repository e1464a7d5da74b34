import type { BookableTreatment } from "./booking-link";
import { formatDuration, formatMinutes, parseDuration } from "./duration";
import { fill, type Locale } from "./locale";
import { PRICE_ON_REQUEST_SW, priceAmount } from "./price";

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

const treatmentsText = (count: number, locale: Locale) =>
  locale === "sw" ? `huduma ${count}` : `${count} ${count === 1 ? "treatment" : "treatments"}`;

// Swahili says a price on request one way everywhere ("Uliza bei"): "uliza bei ya huduma 2".
const onRequestText = (count: number, locale: Locale) =>
  locale === "sw"
    ? `${PRICE_ON_REQUEST_SW.toLowerCase()} ya ${treatmentsText(count, locale)}`
    : `${treatmentsText(count, locale)} priced on request`;

export function bookingTotals(
  treatments: readonly BookableTreatment[],
  locale: Locale = "en",
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
      courses.push(`${treatment.name} (${formatDuration(treatment.duration, locale)})`);
    }
  }
  const onRequest = treatments.length - priced;
  const priceParts = [
    ...(priced > 0 ? [formatKes(amount)] : []),
    ...(onRequest > 0 ? [onRequestText(onRequest, locale)] : []),
  ];
  const timeParts = [...(timed > 0 ? [formatMinutes(minutes, locale)] : []), ...courses];
  const countText = treatmentsText(treatments.length, locale);
  const priceText = priceParts.join(" + ");
  return {
    count: treatments.length,
    countText,
    priceText,
    timeText: timeParts.join(" + "),
    summary: `${countText} · ${priceText}`,
  };
}

/** The announcement's sentences, from the page's words (src/i18n/): "{name} added." and so on. */
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
  locale: Locale = "en",
): string {
  const changed = fill(words[change], { name: treatment });
  if (remaining.length === 0) return `${changed} ${words.empty}`;
  const totals = bookingTotals(remaining, locale);
  // A sentence starts with a capital ("Huduma 2"; "2 treatments" is unchanged).
  const count = totals.countText.charAt(0).toUpperCase() + totals.countText.slice(1);
  return `${changed} ${fill(words.summary, { count, price: totals.priceText })}`;
}
