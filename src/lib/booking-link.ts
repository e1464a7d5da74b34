import { whatsappHref } from "../../shared/lib/contact-links";
import { courseRequest, isCourse, type CourseWords } from "../../shared/lib/course-request";
import {
  treatmentLine,
  type BookableTreatment,
  type LineFormats,
} from "../../shared/lib/treatment-line";

// Book Now opens a WhatsApp chat with the request already written, so the visitor only presses
// send. The wording (greeting, treatment, duration, price, then the request to confirm) is the
// page's: `template` comes with its words (shared/i18n/), and the English one is the message the
// salon has always received, byte for byte. Its duration and price are said as `formats` says them,
// a price on request in the message's own words for it (`formats.inMessage`). A course (months
// long) asks to join it instead, and for its price and next intake (`formats.course`).
export interface LinkFormats extends LineFormats {
  course: CourseWords;
}

export function bookingText(
  treatment: BookableTreatment,
  template: string,
  formats: LinkFormats,
): string {
  if (isCourse(treatment)) return courseRequest([treatment], formats);
  return treatmentLine(treatment, template, formats);
}

export function bookingLink(
  whatsappDigits: string,
  treatment: BookableTreatment,
  template: string,
  formats: LinkFormats,
) {
  return whatsappHref(whatsappDigits, bookingText(treatment, template, formats));
}
