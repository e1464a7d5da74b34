import { whatsappHref } from "./contact-links";
import { formatDay, isDayAllowed, type DayLimits, type DayPart } from "./booking-days";
import { bookingTotals, type BookingChoices } from "./booking-request";
import type { BookableTreatment } from "./booking-link";

// The WhatsApp message that asks for several treatments at once. Only the booking panel writes
// it, so it is loaded with the panel, not with the page.

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
