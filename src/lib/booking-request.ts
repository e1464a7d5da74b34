import type { BookableTreatment } from "./booking-link";
import { formatMinutes, parseDuration } from "./duration";
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
