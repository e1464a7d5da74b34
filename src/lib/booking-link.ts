import { whatsappHref } from "./contact-links";
import { courseRequest, isCourse, type CourseWords } from "./course-request";
import { formatDuration, type DurationWords } from "./duration";
import { fill } from "./locale";
import { formatPrice } from "./price";

export interface BookableTreatment {
  /** As the page shows it; the message says its words. */
  name: { readonly text: string };
  duration: string;
  price: string;
  /** During an offer (src/lib/offer.ts): its line, said beside its price ("Festive offer"). */
  offerLine?: string;
}

// Book Now opens a WhatsApp chat with the request already written, so the visitor only presses
// send. The wording (greeting, treatment, duration, price, then the request to confirm) is the
// page's: `template` comes with its words (src/i18n/), and the English one is the message the salon
// has always received, byte for byte. Its duration and price are said as `formats` says them, a
// price on request in the message's own words for it (`formats.inMessage`). A course (months
// long) asks to join it instead, and for its price and next intake (`formats.course`).
export interface LinkFormats {
  durations: DurationWords;
  inMessage: Pick<MessagePriceWords, "priceOnRequest">;
  course: CourseWords;
  /** A price during an offer: "{price}, {line}" ("KES 900, Festive offer"). */
  offerPrice: string;
}

/** A treatment's price as a message says it: its offer's line beside it during an offer. */
export function messagePrice(
  { price, offerLine }: Pick<BookableTreatment, "price" | "offerLine">,
  formats: Pick<LinkFormats, "inMessage" | "offerPrice">,
): string {
  const said = formatPrice(price, formats.inMessage.priceOnRequest);
  return offerLine ? fill(formats.offerPrice, { price: said, line: offerLine }) : said;
}

/**
 * A price on request as the client's own WhatsApp message says it (src/i18n/: `formats.inMessage`):
 * the client writes to the salon, so where the page tells her "Uliza bei" ("ask the price"), her
 * message says "naomba bei" ("I'd like the price"). English says the page's words.
 */
export interface MessagePriceWords {
  /** One treatment's price: "Contact for pricing" ("naomba bei"). */
  priceOnRequest: string;
  /** In the totals: "{count} priced on request" ("naomba bei ya {count}"). */
  pricedOnRequest: string;
}

export function bookingText(
  treatment: BookableTreatment,
  template: string,
  formats: LinkFormats,
): string {
  if (isCourse(treatment)) return courseRequest([treatment], formats);
  const { name, duration } = treatment;
  return fill(template, {
    name: name.text,
    duration: formatDuration(duration, formats.durations),
    price: messagePrice(treatment, formats),
  });
}

export function bookingLink(
  whatsappDigits: string,
  treatment: BookableTreatment,
  template: string,
  formats: LinkFormats,
) {
  return whatsappHref(whatsappDigits, bookingText(treatment, template, formats));
}
