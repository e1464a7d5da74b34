import type { BookableTreatment } from "./booking-link";
import { whatsappHref } from "./contact-links";
import { formatMinutes, parseDuration } from "./duration";
import { formatDay, isDayAllowed, type DayLimits, type DayPart } from "./booking-days";
import { priceAmount } from "./price";

// A request for several treatments at once, sent as one WhatsApp message. Everything here is
// worked out from the treatments' own content (names, durations, prices) and the visitor's choices.

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
// The message.
// ---------------------------------------------------------------------------------------------

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export interface BookingMessageInput {
  treatments: readonly BookableTreatment[];
  choices: BookingChoices;
  /** The day parts on offer (the choice is named only if it is one of them). */
  parts: readonly DayPart[];
  /** The days on offer (the day is named only if it is inside them). */
  limits: DayLimits;
}

/** The text of the WhatsApp message, one line per part; empty optional fields leave no line. */
export function bookingMessage({
  treatments,
  choices,
  parts,
  limits,
}: BookingMessageInput): string {
  const totals = bookingTotals(treatments);
  const day = isDayAllowed(choices.day, limits) ? formatDay(choices.day) : "";
  const part = parts.find((item) => item.id === choices.timeOfDay)?.text ?? "";
  const preferred = [day, part].filter(Boolean).join(", ");
  const name = oneLine(choices.name);
  return [
    "Hello, I would like to book:",
    ...treatments.map(
      ({ name: treatment, duration, price }) => `- ${treatment} (${duration}, ${price})`,
    ),
    `Total: ${[totals.timeText, totals.priceText].filter(Boolean).join(", ")}.`,
    ...(preferred ? [`Preferred: ${preferred}.`] : []),
    ...(name ? [`Name: ${sentence(name)}`] : []),
    "Please confirm availability.",
  ].join("\n");
}

export function bookingRequestLink(whatsappDigits: string, input: BookingMessageInput): string {
  return whatsappHref(whatsappDigits, bookingMessage(input));
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
