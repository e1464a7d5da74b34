import { whatsappHref } from "./contact-links";
import { formatDuration, type DurationWords } from "./duration";
import { fill } from "./locale";
import { formatPrice } from "./price";

export interface BookableTreatment {
  name: string;
  duration: string;
  price: string;
}

// Book Now opens a WhatsApp chat with the request already written, so the visitor only presses
// send. The wording (greeting, treatment, duration, price, then the request to confirm) is the
// page's: `template` comes with its words (src/i18n/), and the English one is the message the salon
// has always received, byte for byte. Its duration and price are said as `formats` says them.
export interface LinkFormats {
  durations: DurationWords;
  priceOnRequest: string;
}

export function bookingText(
  { name, duration, price }: BookableTreatment,
  template: string,
  formats: LinkFormats,
): string {
  return fill(template, {
    name,
    duration: formatDuration(duration, formats.durations),
    price: formatPrice(price, formats.priceOnRequest),
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
