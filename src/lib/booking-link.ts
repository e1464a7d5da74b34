import { whatsappHref } from "./contact-links";
import { formatDuration } from "./duration";
import type { Locale } from "./locale";
import { formatPrice } from "./price";

export interface BookableTreatment {
  name: string;
  duration: string;
  price: string;
}

// Book Now opens a WhatsApp chat with the request already written, so the visitor only presses
// send. The wording: greeting, treatment, duration, price, then the request to confirm; in the
// page's language (the English message is the one the salon has always received).
export function bookingText(
  { name, duration, price }: BookableTreatment,
  locale: Locale = "en",
): string {
  if (locale === "sw") {
    return `Habari, ningependa kuweka miadi ya ${name} (${formatDuration(duration, locale)}, ${formatPrice(price, locale)}). Tafadhali nithibitishie kama mna nafasi.`;
  }
  return `Hello, I would like to book a ${name} (${duration}, ${price}). Please confirm availability.`;
}

export function bookingLink(
  whatsappDigits: string,
  treatment: BookableTreatment,
  locale: Locale = "en",
) {
  return whatsappHref(whatsappDigits, bookingText(treatment, locale));
}
