import { whatsappHref } from "./contact-links";
import { isDayAllowed, type DayLimits, type DayPart } from "./booking-days";
import { formatDay } from "./day-names";
import { bookingTotals, type BookingChoices } from "./booking-request";
import type { BookableTreatment } from "./booking-link";
import { formatDuration } from "./duration";
import type { Locale } from "./locale";
import { formatPrice } from "./price";

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
  /** The page's language: the message is written in it. */
  locale?: Locale;
}

// The message's fixed words in each language; the English ones are what the salon has always
// received, byte for byte.
const WORDS = {
  en: {
    hello: "Hello, I would like to book:",
    total: "Total",
    preferred: "Preferred",
    name: "Name",
    confirm: "Please confirm availability.",
  },
  sw: {
    hello: "Habari, ningependa kuweka miadi ya:",
    total: "Jumla",
    preferred: "Ningependa kuja",
    name: "Jina",
    confirm: "Tafadhali nithibitishie kama mna nafasi.",
  },
} as const;

/** The text of the WhatsApp message, one line per part; empty optional fields leave no line. */
export function bookingMessage({
  treatments,
  choices,
  parts,
  limits,
  locale = "en",
}: BookingMessageInput): string {
  const words = WORDS[locale];
  const totals = bookingTotals(treatments, locale);
  const day = isDayAllowed(choices.day, limits) ? formatDay(choices.day, locale) : "";
  const part = parts.find((item) => item.id === choices.timeOfDay)?.text ?? "";
  const preferred = [day, part].filter(Boolean).join(", ");
  const name = oneLine(choices.name);
  return [
    words.hello,
    ...treatments.map(
      ({ name: treatment, duration, price }) =>
        `- ${treatment} (${formatDuration(duration, locale)}, ${formatPrice(price, locale)})`,
    ),
    `${words.total}: ${[totals.timeText, totals.priceText].filter(Boolean).join(", ")}.`,
    ...(preferred ? [`${words.preferred}: ${preferred}.`] : []),
    ...(name ? [`${words.name}: ${sentence(name)}`] : []),
    words.confirm,
  ].join("\n");
}

export function bookingRequestLink(whatsappDigits: string, input: BookingMessageInput): string {
  return whatsappHref(whatsappDigits, bookingMessage(input));
}
