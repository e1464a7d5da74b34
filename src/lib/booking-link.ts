import { whatsappHref } from "./contact-links";
import { formatDuration } from "./duration";
import { fill, type Locale } from "./locale";
import { formatPrice } from "./price";

export interface BookableTreatment {
  name: string;
  duration: string;
  price: string;
}

// Book Now opens a WhatsApp chat with the request already written, so the visitor only presses
// send. The wording (greeting, treatment, duration, price, then the request to confirm) is the
// page's: `template` comes with its words (src/i18n/), and the English one is the message the salon
// has always received, byte for byte.
export function bookingText(
  { name, duration, price }: BookableTreatment,
  template: string,
  locale: Locale = "en",
): string {
  return fill(template, {
    name,
    duration: formatDuration(duration, locale),
    price: formatPrice(price, locale),
  });
}

export function bookingLink(
  whatsappDigits: string,
  treatment: BookableTreatment,
  template: string,
  locale: Locale = "en",
) {
  return whatsappHref(whatsappDigits, bookingText(treatment, template, locale));
}
