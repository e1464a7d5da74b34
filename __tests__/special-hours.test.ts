import { en } from "../shared/i18n/en";
import { sw } from "../shared/i18n/sw";
import { isDayAllowed, partsOn } from "../shared/lib/booking-days";
import { openingStatus, type HoursOnTheClock } from "../src/lib/opening-status";
import {
  closedDays,
  hoursOn,
  nextOpenDay,
  readSpecialHours,
  SPECIAL_HOURS,
  specialFrom,
} from "../shared/lib/special-hours";
import { buildBeautySalon } from "../plugins/gatsby-plugin-page-head/structured-data";

// Holidays and special hours (shared/lib/special-hours.ts) on the salon's calendar: the open-now
// line, the booking's days and parts of the day, and the structured data follow them.

const NAIROBI = { from: [0], minutes: [180] };
const EVERY_DAY = { opens: "08:00", closes: "21:00" };

/** A special day as the build writes it for an English page. */
const special = (
  from: string,
  to: string,
  hours: string,
  note: string | null = null,
): NonNullable<HoursOnTheClock["special"]>[number] => {
  const times = readSpecialHours(hours);
  const openTime = times ? `${Number(times.opens.slice(0, 2)) % 12 || 12}am` : null;
  return {
    from,
    to,
    opens: times?.opens ?? null,
    closes: times?.closes ?? null,
    openTime,
    closedStatus: openTime ? `Closed, opens ${openTime}` : null,
    closedUntilTomorrow: openTime ? `Closed, opens ${openTime}` : null,
    note: note ? { text: note } : null,
  };
};

const HOURS: HoursOnTheClock = {
  ...EVERY_DAY,
  offsets: NAIROBI,
  closedStatus: "Closed, opens 8am",
  closedUntilTomorrow: "Closed, opens 8am",
  openTime: "8am",
  special: [
    special("2026-12-25", "2026-12-26", "closed", "Christmas"),
    special("2026-12-31", "2026-12-31", "10:00-16:00"),
  ],
};
const LATER = {
  closedOpensOn: en.contact.closedOpensOn,
  withNote: en.contact.withNote,
  date: en.formats.date,
};
/** The status line at a time on the salon's clock ("2026-12-25T10:00"). */
const at = (wall: string) => openingStatus(new Date(`${wall}:00+03:00`), HOURS, "Open now", LATER);

describe("the special hours a content entry holds", () => {
  it("are closed, or times on the 24-hour clock with a dash", () => {
    for (const text of ["closed", "Closed", "10:00-16:00", "10:00 - 16:00"]) {
      expect({ text, ok: SPECIAL_HOURS.test(text) }).toEqual({ text, ok: true });
    }
    for (const text of ["10am-4pm", "10:00", "shut", "25:00-26:00"]) {
      expect({ text, ok: SPECIAL_HOURS.test(text) }).toEqual({ text, ok: false });
    }
    expect(readSpecialHours("10:00 - 16:00")).toEqual({ opens: "10:00", closes: "16:00" });
    expect(readSpecialHours("closed")).toBeNull();
  });

  it("give each day its hours, and the next day the salon opens", () => {
    const days = HOURS.special!;
    expect(hoursOn("2026-12-24", EVERY_DAY, days)).toEqual(EVERY_DAY);
    expect(hoursOn("2026-12-26", EVERY_DAY, days)).toBeNull();
    expect(hoursOn("2026-12-31", EVERY_DAY, days)).toEqual({ opens: "10:00", closes: "16:00" });
    expect(nextOpenDay("2026-12-24", EVERY_DAY, days)).toMatchObject({
      day: "2026-12-27",
      ahead: 3,
    });
    expect(closedDays("2026-12-26", "2027-01-31", days)).toEqual(["2026-12-26"]);
    // Over: they drop out, on the day after their last.
    expect(specialFrom(days, "2026-12-27").map(({ from }) => from)).toEqual(["2026-12-31"]);
  });
});

describe("the open-now line on a special day", () => {
  it("says closed all day on a holiday, when it opens next, and the owner's note", () => {
    expect(at("2026-12-25T10:00")).toEqual({
      open: false,
      text: "Closed, opens Sunday 27 December at 8am (Christmas)",
    });
    // The last holiday: it opens the next day.
    expect(at("2026-12-26T10:00").text).toBe("Closed, opens 8am (Christmas)");
    // The evening before: not "tomorrow 8am", the day after the holiday.
    expect(at("2026-12-24T22:00").text).toBe("Closed, opens Sunday 27 December at 8am");
  });

  it("follows a day's other hours", () => {
    expect(at("2026-12-31T09:00")).toEqual({ open: false, text: "Closed, opens 10am" });
    expect(at("2026-12-31T10:00").open).toBe(true);
    expect(at("2026-12-31T16:30").text).toBe("Closed, opens 8am");
    // The evening before it: it opens at 10 the next day.
    expect(at("2026-12-30T21:30").text).toBe("Closed, opens 10am");
  });

  it("is every day's line on an ordinary day, as before", () => {
    expect(at("2026-12-20T10:00")).toEqual({ open: true, text: "Open now" });
    expect(at("2026-12-20T07:00").text).toBe("Closed, opens 8am");
    expect(at("2026-12-20T21:30").text).toBe("Closed, opens 8am");
  });

  it("says a later opening in Swahili as a Kenyan writes a date", () => {
    const status = openingStatus(new Date("2026-12-25T10:00:00+03:00"), HOURS, sw.contact.openNow, {
      closedOpensOn: sw.contact.closedOpensOn,
      withNote: sw.contact.withNote,
      date: sw.formats.date,
    });
    expect(status.text).toBe("Tumefunga, tunafungua Jumapili, tarehe 27 Desemba, 8am (Christmas)");
  });
});

describe("the booking on special days", () => {
  const limits = {
    min: "2026-12-20",
    max: "2027-02-18",
    closed: ["2026-12-25", "2026-12-26"],
    special: [
      {
        from: "2026-12-31",
        to: "2026-12-31",
        dayParts: [{ id: "morning", label: "Morning 10am–12pm", text: "morning" }],
      },
    ],
  };
  const EVERY_DAYS_PARTS = [
    { id: "morning", label: "Morning 8am–12pm", text: "morning" },
    { id: "evening", label: "Evening 4–9pm", text: "evening" },
  ];

  it("refuses a day the salon is closed", () => {
    expect(isDayAllowed("2026-12-24", limits)).toBe(true);
    expect(isDayAllowed("2026-12-25", limits)).toBe(false);
    expect(isDayAllowed("2026-12-27", limits)).toBe(true);
  });

  it("offers a day of other hours its own parts of the day", () => {
    expect(partsOn("2026-12-31", EVERY_DAYS_PARTS, limits)).toEqual(limits.special[0]!.dayParts);
    expect(partsOn("2027-01-02", EVERY_DAYS_PARTS, limits)).toBe(EVERY_DAYS_PARTS);
    expect(partsOn("", EVERY_DAYS_PARTS, limits)).toBe(EVERY_DAYS_PARTS);
  });
});

describe("special hours in the structured data", () => {
  const site = {
    name: "Salon",
    description: "A salon.",
    phone: "+254 712 345 678",
    email: { bookings: "b@salon.co.ke" },
    priceRange: "KES 100",
    address: { streetAddress: "X", locality: "Y", country: "KE", coordinates: "-1.1, 36.9" },
    hours: {
      ...EVERY_DAY,
      special: [
        { from: "2026-11-01", hours: "closed" },
        { from: "2026-12-25", to: "2026-12-26", hours: "closed" },
        { from: "2026-12-31", hours: "10:00-16:00" },
      ],
    },
  };

  it("are specialOpeningHoursSpecification, a closure as 00:00-00:00, the past left out", () => {
    const data = buildBeautySalon({
      siteUrl: "https://salon.co.ke",
      site,
      sameAs: [],
      treatments: [],
      logoPath: "/icon.png",
      imagePath: "/og.jpg",
      today: "2026-12-07",
    });
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-25",
        validThrough: "2026-12-26",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-31",
        validThrough: "2026-12-31",
        opens: "10:00",
        closes: "16:00",
      },
    ]);
  });
});
