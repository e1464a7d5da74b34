import { en } from "../shared/i18n/en";
import { clock } from "../shared/i18n/en/clock";
import { addDays, bookingDayLimits, dayParts, isDayAllowed } from "../shared/lib/booking-days";
import { formatDay } from "../shared/lib/day-names";
import { zoneOffsets } from "../plugins/gatsby-plugin-content/model/zone-offsets";
import {
  bookingMessage,
  bookingRequestLink,
  type BookingMessageInput,
} from "../shared/lib/booking-message";
import {
  bookingChangeText,
  bookingTotals,
  formatKes,
  NO_CHOICES,
} from "../shared/lib/booking-request";
import { formatMinutes, parseDuration } from "../shared/lib/duration";

const MANICURE = { name: { text: "Manicure" }, duration: "30 mins", price: "KES 400" };
const PEDICURE = { name: { text: "Pedicure" }, duration: "45 mins", price: "KES 500" };
const MICRO = { name: { text: "Micro-blading" }, duration: "2 hrs", price: "KES 10,000" };
const TRAINING = {
  name: { text: "Beauty Training" },
  duration: "3 months",
  price: "Contact for pricing",
};
const FACIAL = { name: { text: "Facials & Skincare" }, duration: "45 mins", price: "KES 600" };

const HOURS = { opens: "08:00", closes: "21:00" };
const PARTS = dayParts(HOURS, en.booking.dayParts, clock);
const LIMITS = { min: "2025-11-23", max: "2026-01-22" };

const input = (overrides: Partial<BookingMessageInput>): BookingMessageInput => ({
  treatments: [MANICURE, PEDICURE],
  choices: NO_CHOICES,
  parts: PARTS,
  limits: LIMITS,
  words: en.booking.message,
  formats: en.formats,
  ...overrides,
});

describe("durations", () => {
  it("reads minutes, hours and months", () => {
    expect(parseDuration("30 mins")).toEqual({ kind: "minutes", minutes: 30 });
    expect(parseDuration("1 min")).toEqual({ kind: "minutes", minutes: 1 });
    expect(parseDuration("1 hr")).toEqual({ kind: "minutes", minutes: 60 });
    expect(parseDuration("1.5 hrs")).toEqual({ kind: "minutes", minutes: 90 });
    expect(parseDuration("3 months")).toEqual({ kind: "months", months: 3 });
    expect(parseDuration("a while")).toBeNull();
  });

  it("writes sums the way content writes durations", () => {
    expect(formatMinutes(75, en.formats.durations)).toBe("1 hr 15 mins");
    expect(formatMinutes(60, en.formats.durations)).toBe("1 hr");
    expect(formatMinutes(120, en.formats.durations)).toBe("2 hrs");
    expect(formatMinutes(121, en.formats.durations)).toBe("2 hrs 1 min");
    expect(formatMinutes(45, en.formats.durations)).toBe("45 mins");
  });
});

describe("formatKes", () => {
  it("groups thousands with commas", () => {
    expect(formatKes(900)).toBe("KES 900");
    expect(formatKes(10400)).toBe("KES 10,400");
    expect(formatKes(1234567)).toBe("KES 1,234,567");
  });
});

describe("bookingTotals", () => {
  it("adds prices and times", () => {
    expect(bookingTotals([MANICURE, PEDICURE], en.formats)).toEqual({
      count: 2,
      countText: "2 treatments",
      priceText: "KES 900",
      timeText: "1 hr 15 mins",
      summary: "2 treatments · KES 900",
    });
    const big = bookingTotals([MICRO, MANICURE], en.formats);
    expect(big.priceText).toBe("KES 10,400");
    expect(big.timeText).toBe("2 hrs 30 mins");
    expect(bookingTotals([MANICURE], en.formats).countText).toBe("1 treatment");
  });

  it("says how many are priced on request", () => {
    expect(bookingTotals([MANICURE, PEDICURE, TRAINING], en.formats).priceText).toBe(
      "KES 900 + 1 treatment priced on request",
    );
    expect(bookingTotals([TRAINING], en.formats).priceText).toBe("1 treatment priced on request");
    expect(
      bookingTotals([TRAINING, { ...TRAINING, name: { text: "Advanced Training" } }], en.formats)
        .priceText,
    ).toBe("2 treatments priced on request");
  });

  it("names a course in months beside the time instead of adding it", () => {
    expect(bookingTotals([MANICURE, TRAINING], en.formats).timeText).toBe(
      "30 mins + Beauty Training (3 months)",
    );
    expect(bookingTotals([TRAINING], en.formats).timeText).toBe("Beauty Training (3 months)");
  });
});

describe("day limits", () => {
  it("counts today on the salon's calendar, not the device's", () => {
    // 22:30 UTC on 22 November is 01:30 on 23 November in Nairobi.
    const nairobi = zoneOffsets("Africa/Nairobi", Date.UTC(2025, 0, 1), Date.UTC(2029, 0, 1));
    expect(bookingDayLimits(new Date("2025-11-22T22:30:00Z"), nairobi)).toEqual(LIMITS);
    // 20:30 UTC is 23:30 in Nairobi: still the 22nd.
    expect(bookingDayLimits(new Date("2025-11-22T20:30:00Z"), nairobi).min).toBe("2025-11-22");
  });

  it("refuses past days, days beyond 60 days ahead and days that don't exist", () => {
    expect(isDayAllowed("2025-11-23", LIMITS)).toBe(true);
    expect(isDayAllowed("2026-01-22", LIMITS)).toBe(true);
    expect(isDayAllowed("2025-11-22", LIMITS)).toBe(false);
    expect(isDayAllowed("2026-01-23", LIMITS)).toBe(false);
    expect(isDayAllowed("2025-11-31", LIMITS)).toBe(false);
    expect(isDayAllowed("tomorrow", LIMITS)).toBe(false);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });

  it("names a day with its weekday and month", () => {
    expect(formatDay("2025-11-29", en.formats.date)).toBe("Saturday 29 November");
    expect(formatDay("2026-01-01", en.formats.date)).toBe("Thursday 1 January");
  });
});

describe("dayParts", () => {
  it("offers morning, afternoon and evening inside the opening hours", () => {
    expect(PARTS.map((part) => part.label)).toEqual([
      "Morning 8am–12pm",
      "Afternoon 12–4pm",
      "Evening 4–9pm",
    ]);
  });

  it("follows the hours content gives", () => {
    expect(
      dayParts({ opens: "09:30", closes: "15:00" }, en.booking.dayParts, clock).map(
        (part) => part.label,
      ),
    ).toEqual(["Morning 9:30am–12pm", "Afternoon 12–3pm"]);
  });
});

describe("bookingMessage", () => {
  it("lists the treatments, the total and the request, one per line", () => {
    expect(bookingMessage(input({}))).toBe(
      [
        "Hello, I would like to book:",
        "- Manicure (30 mins, KES 400)",
        "- Pedicure (45 mins, KES 500)",
        "Total: 1 hr 15 mins, KES 900.",
        "Please confirm availability.",
      ].join("\n"),
    );
  });

  it("adds the preferred day, time of day and name when given", () => {
    const message = bookingMessage(
      input({ choices: { day: "2025-11-29", timeOfDay: "afternoon", name: "  Amina " } }),
    );
    expect(message.split("\n")).toEqual([
      "Hello, I would like to book:",
      "- Manicure (30 mins, KES 400)",
      "- Pedicure (45 mins, KES 500)",
      "Total: 1 hr 15 mins, KES 900.",
      "Preferred: Saturday 29 November, afternoon.",
      "Name: Amina.",
      "Please confirm availability.",
    ]);
  });

  it("leaves out each empty or refused optional field on its own", () => {
    const lines = (choices: typeof NO_CHOICES) =>
      bookingMessage(input({ choices })).split("\n").slice(4, -1);
    expect(lines({ day: "2025-11-29", timeOfDay: "", name: "" })).toEqual([
      "Preferred: Saturday 29 November.",
    ]);
    expect(lines({ day: "", timeOfDay: "evening", name: "" })).toEqual(["Preferred: evening."]);
    expect(lines({ day: "", timeOfDay: "", name: "Amina" })).toEqual(["Name: Amina."]);
    // A past day, a day too far ahead or a time of day not offered is not sent.
    expect(lines({ day: "2025-11-01", timeOfDay: "night", name: "   " })).toEqual([]);
    expect(lines({ day: "2026-03-01", timeOfDay: "", name: "" })).toEqual([]);
  });

  it("keeps a name on one line and doesn't double its full stop", () => {
    const message = bookingMessage(input({ choices: { ...NO_CHOICES, name: "Amina\nW." } }));
    expect(message).toContain("\nName: Amina W.\n");
  });

  it("asks to join a course after the appointments, not to book it, outside their totals", () => {
    expect(bookingMessage(input({ treatments: [MANICURE, TRAINING] })).split("\n")).toEqual([
      "Hello, I would like to book:",
      "- Manicure (30 mins, KES 400)",
      "Total: 30 mins, KES 400.",
      "I would also like to join Beauty Training (3 months). Please send me the price and the date of the next intake.",
      "Please confirm availability.",
    ]);
  });

  it("asks only to join when the booking holds only courses, keeping the visitor's choices", () => {
    const NAILS = { name: { text: "Nail School" }, duration: "2 months", price: "KES 20,000" };
    const choices = { day: "2025-11-29", timeOfDay: "", name: "Amina" };
    expect(bookingMessage(input({ treatments: [TRAINING, NAILS], choices })).split("\n")).toEqual([
      "Hello, I would like to join Beauty Training (3 months) and Nail School (2 months, KES 20,000). Please send me the price and the date of the next intake.",
      "Preferred: Saturday 29 November.",
      "Name: Amina.",
    ]);
  });
});

describe("bookingRequestLink", () => {
  it("opens the business's chat with the whole message encoded", () => {
    const href = bookingRequestLink("254700000000", input({ treatments: [FACIAL, MICRO] }));
    expect(href).toBe(
      "https://wa.me/254700000000?text=" +
        "Hello%2C%20I%20would%20like%20to%20book%3A%0A" +
        "-%20Facials%20%26%20Skincare%20(45%20mins%2C%20KES%20600)%0A" +
        "-%20Micro-blading%20(2%20hrs%2C%20KES%2010%2C000)%0A" +
        "Total%3A%202%20hrs%2045%20mins%2C%20KES%2010%2C600.%0A" +
        "Please%20confirm%20availability.",
    );
    expect(decodeURIComponent(new URL(href).searchParams.get("text")!)).toBe(
      bookingMessage(input({ treatments: [FACIAL, MICRO] })),
    );
  });
});

describe("bookingChangeText", () => {
  it("says what changed and what the booking now holds", () => {
    expect(
      bookingChangeText("added", "Manicure", [PEDICURE, MANICURE], en.booking.changed, en.formats),
    ).toBe("Manicure added. 2 treatments, KES 900.");
    expect(
      bookingChangeText("removed", "Pedicure", [MANICURE], en.booking.changed, en.formats),
    ).toBe("Pedicure removed. 1 treatment, KES 400.");
    expect(bookingChangeText("removed", "Manicure", [], en.booking.changed, en.formats)).toBe(
      "Manicure removed. Your booking is empty.",
    );
  });
});
