import { whatsappHref } from "./contact-links";
import { isDayAllowed, type DayLimits, type DayPart } from "./booking-days";
import { formatDay, type DateWords } from "./day-names";
import { bookingTotals, type BookingChoices, type TotalsWords } from "./booking-request";
import { courseRequest, isCourse, type CourseWords } from "./course-request";
import { fill } from "./locale";
import { treatmentLine, type BookableTreatment, type MessagePriceWords } from "./treatment-line";

// The WhatsApp message that asks for several treatments at once. Only the booking panel writes
// it, so it is loaded with the panel, not with the page.

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The message's own words, in the page's language (shared/i18n/: `booking.message`); "{…}" are
 * filled in. The English ones are what the salon has always received, byte for byte.
 */
export interface BookingMessageWords {
  hello: string;
  /** One treatment's line: "- {name} ({duration}, {price})". */
  item: string;
  /** The totals, on one line or more: "Total: {time}, {price}." */
  total: string;
  /** "Preferred: {when}." */
  preferred: string;
  /** "Name: {name}" (the name ends the sentence). */
  name: string;
  confirm: string;
}

export interface BookingMessageInput {
  treatments: readonly BookableTreatment[];
  choices: BookingChoices;
  /** The day parts on offer (the choice is named only if it is one of them). */
  parts: readonly DayPart[];
  /** The days on offer (the day is named only if it is inside them). */
  limits: DayLimits;
  /** The message's words, in the page's language. */
  words: BookingMessageWords;
  /** How the page's language writes durations, prices and days (shared/i18n/: `formats`). */
  formats: MessageFormats;
}

export interface MessageFormats extends TotalsWords {
  /** A price on request where the page shows it: "Contact for pricing" ("Uliza bei"). */
  priceOnRequest: string;
  /** A price on request in the client's own message: "naomba bei" (the page says "Uliza bei"). */
  inMessage: MessagePriceWords;
  date: DateWords;
  /** How a message asks to join a course (shared/lib/course-request.ts). */
  course: CourseWords;
  /** A price during an offer: "{price}, {line}". */
  offerPrice: string;
}

/**
 * The text of the WhatsApp message, one line per part; empty optional fields leave no line. The
 * appointments are listed with their totals; a course (months long) is not an appointment: the
 * message asks to join it, and for its price and next intake, after them (or alone, without the
 * request to confirm a visit).
 */
export function bookingMessage({
  treatments,
  choices,
  parts,
  limits,
  words,
  formats,
}: BookingMessageInput): string {
  const visits = treatments.filter((treatment) => !isCourse(treatment));
  const courses = treatments.filter(isCourse);
  // The totals as the message says them: a price on request in the message's words for it.
  const totals = bookingTotals(visits, {
    ...formats,
    pricedOnRequest: formats.inMessage.pricedOnRequest,
  });
  const day = isDayAllowed(choices.day, limits) ? formatDay(choices.day, formats.date) : "";
  const part = parts.find((item) => item.id === choices.timeOfDay)?.text ?? "";
  const preferred = [day, part].filter(Boolean).join(", ");
  const name = oneLine(choices.name);
  const appointments =
    visits.length === 0
      ? []
      : [
          words.hello,
          ...visits.map((treatment) => treatmentLine(treatment, words.item, formats)),
          fill(words.total, { time: totals.timeText, price: totals.priceText }),
        ];
  const joining =
    courses.length === 0 ? [] : [courseRequest(courses, formats, { also: visits.length > 0 })];
  return [
    ...appointments,
    ...joining,
    ...(preferred ? [fill(words.preferred, { when: preferred })] : []),
    ...(name ? [fill(words.name, { name: sentence(name) })] : []),
    ...(visits.length > 0 ? [words.confirm] : []),
  ].join("\n");
}

export function bookingRequestLink(whatsappDigits: string, input: BookingMessageInput): string {
  return whatsappHref(whatsappDigits, bookingMessage(input));
}
