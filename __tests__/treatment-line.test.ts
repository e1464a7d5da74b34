import { en } from "../shared/i18n/en";
import { sw } from "../shared/i18n/sw";
import { bookingText } from "../src/lib/booking-link";
import { bookingMessage } from "../shared/lib/booking-message";
import { courseRequest } from "../shared/lib/course-request";
import { formatDuration } from "../shared/lib/duration";
import { treatmentLine, type BookableTreatment } from "../shared/lib/treatment-line";

// One treatment's line in a WhatsApp message is written by one function, whichever message it is
// in: Book Now's, the booking's list, a course the client asks to join.

const OFFER: BookableTreatment = {
  name: { text: "Pedicure" },
  duration: "45 mins",
  price: "KES 400",
  offerLine: "Festive offer",
};
const ON_REQUEST: BookableTreatment = {
  name: { text: "Bridal make-up" },
  duration: "2 hrs",
  price: "Contact for pricing",
};
const COURSE: BookableTreatment = {
  name: { text: "Beauty Training" },
  duration: "3 months",
  price: "KES 30,000",
};

describe.each([
  ["English", en],
  ["Swahili", sw],
] as const)("a treatment's line, in %s", (_language, words) => {
  it("fills in the name, the duration in the page's words and the price with its offer", () => {
    expect(treatmentLine(OFFER, "{name} | {duration} | {price}", words.formats)).toBe(
      `Pedicure | ${formatDuration("45 mins", words.formats.durations)} | KES 400, Festive offer`,
    );
  });

  it("is the line of Book Now's message and of the booking's list alike", () => {
    for (const treatment of [OFFER, ON_REQUEST]) {
      const single = bookingText(treatment, words.treatments.bookingMessage, words.formats);
      expect(single).toBe(treatmentLine(treatment, words.treatments.bookingMessage, words.formats));
      const basket = bookingMessage({
        treatments: [treatment],
        choices: { day: "", timeOfDay: "", name: "" },
        parts: [],
        limits: { min: "2026-01-01", max: "2026-01-31" },
        words: words.booking.message,
        formats: words.formats,
      });
      expect(basket.split("\n")[1]).toBe(
        treatmentLine(treatment, words.booking.message.item, words.formats),
      );
    }
  });

  it("is each course's line in the request to join it", () => {
    expect(courseRequest([COURSE], words.formats)).toContain(
      treatmentLine(COURSE, words.formats.course.priced, words.formats),
    );
  });
});
