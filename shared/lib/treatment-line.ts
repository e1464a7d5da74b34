import { formatDuration, type DurationWords } from "./duration";
import { fill } from "./locale";
import { formatPrice } from "./price";

// One treatment as a WhatsApp message names it: its name, duration and price filled into a line
// of the page's words ("{name} ({duration}, {price})"). Book Now's message, each line of the
// booking's message and each course the client asks to join are written by this one function.

export interface BookableTreatment {
  /** As the page shows it; the message says its words. */
  name: { readonly text: string };
  duration: string;
  price: string;
  /** During an offer (shared/lib/offer.ts): its line, said beside its price ("Festive offer"). */
  offerLine?: string;
}

/**
 * A price on request as the client's own WhatsApp message says it (shared/i18n/:
 * `formats.inMessage`): the client writes to the salon, so where the page tells her "Uliza bei"
 * ("ask the price"), her message says "naomba bei" ("I'd like the price"). English says the page's
 * words.
 */
export interface MessagePriceWords {
  /** One treatment's price: "Contact for pricing" ("naomba bei"). */
  priceOnRequest: string;
  /** In the totals: "{count} priced on request" ("naomba bei ya {count}"). */
  pricedOnRequest: string;
}

/** How the page's language writes a treatment's duration and price in a message. */
export interface LineFormats {
  durations: DurationWords;
  inMessage: Pick<MessagePriceWords, "priceOnRequest">;
  /** A price during an offer: "{price}, {line}" ("KES 900, Festive offer"). */
  offerPrice: string;
}

/** A treatment's price as a message says it: its offer's line beside it during an offer. */
export function messagePrice(
  { price, offerLine }: Pick<BookableTreatment, "price" | "offerLine">,
  formats: Pick<LineFormats, "inMessage" | "offerPrice">,
): string {
  const said = formatPrice(price, formats.inMessage.priceOnRequest);
  return offerLine ? fill(formats.offerPrice, { price: said, line: offerLine }) : said;
}

/** `line` ("{name} ({duration}, {price})") filled in with the treatment's name, duration and price. */
export function treatmentLine(
  treatment: BookableTreatment,
  line: string,
  formats: LineFormats,
): string {
  return fill(line, {
    name: treatment.name.text,
    duration: formatDuration(treatment.duration, formats.durations),
    price: messagePrice(treatment, formats),
  });
}
