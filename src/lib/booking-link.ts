import { whatsappHref } from "./contact-links";

export interface BookableTreatment {
  name: string;
  duration: string;
  price: string;
}

// Book Now opens a WhatsApp chat with the request already written, so the visitor only presses
// send. The wording: greeting, treatment, duration, price, then the request to confirm.
export function bookingLink(whatsappDigits: string, { name, duration, price }: BookableTreatment) {
  const message = `Hello, I would like to book a ${name} (${duration}, ${price}). Please confirm availability.`;
  return whatsappHref(whatsappDigits, message);
}
