import { en } from "../shared/i18n/en";
import { sw } from "../shared/i18n/sw";
import { bookingLink, bookingText } from "../src/lib/booking-link";
import { dayParts } from "../shared/lib/booking-days";
import { formatDay } from "../shared/lib/day-names";
import { bookingMessage } from "../shared/lib/booking-message";
import { bookingChangeText, bookingTotals } from "../shared/lib/booking-request";
import { formatDuration, formatMinutes } from "../shared/lib/duration";
import { alternatePaths, basePath, localeOfPath, localePath } from "../shared/lib/locale";
import { LOCALE_CHOICE_KEY, LOCALE_CHOICE_SCRIPT } from "../shared/lib/locale-choice";
import { fill } from "../shared/lib/locale";
import { closedStatus, toMinutes } from "../shared/lib/opening-hours";
import { LANGUAGES } from "../shared/i18n";
import type { Locale } from "../shared/lib/locale";
import { openingStatus } from "../src/lib/opening-status";
import { zoneOffsets } from "../plugins/gatsby-plugin-content/model/zone-offsets";

const clockOf = (locale: Locale) => LANGUAGES[locale].clock;
const NAIROBI = zoneOffsets("Africa/Nairobi", Date.UTC(2025, 0, 1), Date.UTC(2029, 0, 1));
import { formatPrice } from "../shared/lib/price";

const MANICURE = { name: { text: "Manicure" }, duration: "30 mins", price: "KES 400" };
const PEDICURE = { name: { text: "Pedicure" }, duration: "45 mins", price: "KES 500" };
const TRAINING = { name: { text: "Mafunzo" }, duration: "3 months", price: "Contact for pricing" };
const PRICED_ON_REQUEST = {
  name: { text: "Kope" },
  duration: "1 hr",
  price: "Contact for pricing",
};

describe("Swahili durations", () => {
  it("puts the unit first, in its one form", () => {
    expect(formatDuration("30 mins", sw.formats.durations)).toBe("dakika 30");
    expect(formatDuration("1 min", sw.formats.durations)).toBe("dakika 1");
    expect(formatDuration("1 hr", sw.formats.durations)).toBe("saa 1");
    expect(formatDuration("2 hrs", sw.formats.durations)).toBe("saa 2");
    expect(formatDuration("1.5 hrs", sw.formats.durations)).toBe("saa 1 na dakika 30");
    expect(formatDuration("1.25 hrs", sw.formats.durations)).toBe("saa 1 na dakika 15");
    expect(formatDuration("1 month", sw.formats.durations)).toBe("mwezi 1");
    expect(formatDuration("3 months", sw.formats.durations)).toBe("miezi 3");
  });

  it("says it is a length of time where it stands alone, so it can't be read as a clock time", () => {
    const alone = (text: string) =>
      fill(sw.treatments.duration, { duration: formatDuration(text, sw.formats.durations) });
    expect(alone("1 hr")).toBe("Muda: saa 1");
    expect(alone("1.5 hrs")).toBe("Muda: saa 1 na dakika 30");
    expect(alone("45 mins")).toBe("Muda: dakika 45");
    expect(alone("3 months")).toBe("Muda: miezi 3");
    // English stays as content writes it.
    expect(
      fill(en.treatments.duration, { duration: formatDuration("1 hr", en.formats.durations) }),
    ).toBe("1 hr");
  });

  it("leaves English and unreadable text as content writes it", () => {
    expect(formatDuration("1.5 hrs", en.formats.durations)).toBe("1.5 hrs");
    expect(formatDuration("a while", sw.formats.durations)).toBe("a while");
  });

  it("writes sums in Swahili and in English as before", () => {
    expect(formatMinutes(75, sw.formats.durations)).toBe("saa 1 na dakika 15");
    expect(formatMinutes(0, sw.formats.durations)).toBe("dakika 0");
    expect(formatMinutes(120, sw.formats.durations)).toBe("saa 2");
    expect(formatMinutes(45, sw.formats.durations)).toBe("dakika 45");
    expect(formatMinutes(75, en.formats.durations)).toBe("1 hr 15 mins");
  });
});

describe("Swahili dates and times of day", () => {
  it("names the weekday and month in Swahili", () => {
    expect(formatDay("2025-11-29", sw.formats.date)).toBe("Jumamosi, tarehe 29 Novemba");
    expect(formatDay("2026-01-04", sw.formats.date)).toBe("Jumapili, tarehe 4 Januari");
    expect(formatDay("2025-11-29", en.formats.date)).toBe("Saturday 29 November");
  });

  it("offers asubuhi, mchana and jioni inside the opening hours, in Swahili time", () => {
    expect(
      dayParts({ opens: "08:00", closes: "21:00" }, sw.booking.dayParts, clockOf("sw")),
    ).toEqual([
      { id: "morning", label: "Asubuhi, saa 2 – saa 6 mchana", text: "asubuhi" },
      { id: "afternoon", label: "Mchana, saa 6 – saa 10 jioni", text: "mchana" },
      { id: "evening", label: "Jioni, saa 10 – saa 3 usiku", text: "jioni" },
    ]);
    // The English labels are as before.
    expect(
      dayParts({ opens: "08:00", closes: "21:00" }, en.booking.dayParts, clockOf("en"))[0]!.label,
    ).toBe("Morning 8am–12pm");
  });

  it("writes clock times as Kenyans do in Kiswahili, counted from 7am and 7pm", () => {
    expect(clockOf("sw").time(toMinutes("07:00"))).toBe("saa 1 asubuhi");
    expect(clockOf("sw").time(toMinutes("08:00"))).toBe("saa 2 asubuhi");
    expect(clockOf("sw").time(toMinutes("08:30"))).toBe("saa 2 na nusu asubuhi");
    expect(clockOf("sw").time(toMinutes("09:15"))).toBe("saa 3 na robo asubuhi");
    expect(clockOf("sw").time(toMinutes("09:45"))).toBe("saa 4 kasoro robo asubuhi");
    expect(clockOf("sw").time(toMinutes("18:45"))).toBe("saa 1 kasoro robo jioni");
    expect(clockOf("sw").time(toMinutes("09:10"))).toBe("saa 3:10 asubuhi");
    expect(clockOf("sw").time(toMinutes("12:00"))).toBe("saa 6 mchana");
    expect(clockOf("sw").time(toMinutes("16:00"))).toBe("saa 10 jioni");
    expect(clockOf("sw").time(toMinutes("18:00"))).toBe("saa 12 jioni");
    expect(clockOf("sw").time(toMinutes("21:00"))).toBe("saa 3 usiku");
    expect(clockOf("sw").time(toMinutes("00:00"))).toBe("saa 6 usiku");
    expect(clockOf("en").time(toMinutes("08:00"))).toBe("8am");
  });

  it("says when the closed salon opens in Swahili time", () => {
    expect(closedStatus({ opens: "08:00" }, sw.contact.closedOpens, clockOf("sw"))).toBe(
      "Tumefunga, tunafungua saa 2 asubuhi",
    );
    expect(closedStatus({ opens: "08:00" }, en.contact.closedOpens, clockOf("en"))).toBe(
      "Closed, opens 8am",
    );
  });

  it("says kesho after closing time, when the salon opens the next day", () => {
    const times = { opens: "08:00", closes: "21:00" };
    const hours = {
      ...times,
      offsets: NAIROBI,
      closedStatus: closedStatus(times, sw.contact.closedOpens, clockOf("sw")),
      closedUntilTomorrow: closedStatus(times, sw.contact.closedOpensTomorrow, clockOf("sw")),
    };
    const texts = sw.contact.openNow;
    // 22:30 and 23:59 EAT (UTC+3): after closing.
    for (const iso of ["2025-11-28T19:30:00Z", "2025-11-28T20:59:00Z"]) {
      expect(openingStatus(new Date(iso), hours, texts).text).toBe(
        "Tumefunga, tunafungua kesho saa 2 asubuhi",
      );
    }
    // 06:00 EAT: before opening, the same day.
    expect(openingStatus(new Date("2025-11-29T03:00:00Z"), hours, texts).text).toBe(
      "Tumefunga, tunafungua saa 2 asubuhi",
    );
    // In English the line is as before at any hour.
    expect(closedStatus(times, en.contact.closedOpensTomorrow, clockOf("en"))).toBe(
      "Closed, opens 8am",
    );
  });
});

describe("Swahili booking messages", () => {
  it("writes Book Now's message in Swahili, and the English one exactly as before", () => {
    const swahili = new URL(
      bookingLink("254700000000", MANICURE, sw.treatments.bookingMessage, sw.formats),
    );
    expect(swahili.searchParams.get("text")).toBe(
      "Habari, ningependa kuweka miadi ya Manicure (muda: dakika 30, KES 400). Tafadhali nithibitishie kama mna nafasi.",
    );
    const english = bookingLink("254700000000", MANICURE, en.treatments.bookingMessage, en.formats);
    expect(new URL(english).searchParams.get("text")).toBe(
      "Hello, I would like to book a Manicure (30 mins, KES 400). Please confirm availability.",
    );
    // A price on request: the client asks for it ("naomba bei"); English as before.
    expect(bookingText(PRICED_ON_REQUEST, sw.treatments.bookingMessage, sw.formats)).toBe(
      "Habari, ningependa kuweka miadi ya Kope (muda: saa 1, naomba bei). Tafadhali nithibitishie kama mna nafasi.",
    );
    // A course (months long) is joined, not booked: she asks for its price and the next intake.
    expect(bookingText(TRAINING, sw.treatments.bookingMessage, sw.formats)).toBe(
      "Habari, ningependa kujiunga na Mafunzo (miezi 3). Naomba bei na tarehe ya kundi lijalo.",
    );
    expect(bookingText(TRAINING, en.treatments.bookingMessage, en.formats)).toBe(
      "Hello, I would like to join Mafunzo (3 months). Please send me the price and the date of the next intake.",
    );
  });

  it("writes the basket's message with totals, preferred day and time and name", () => {
    const message = bookingMessage({
      treatments: [MANICURE, PEDICURE, PRICED_ON_REQUEST, TRAINING],
      choices: { day: "2025-11-29", timeOfDay: "morning", name: " Amina " },
      parts: dayParts({ opens: "08:00", closes: "21:00" }, sw.booking.dayParts, clockOf("sw")),
      limits: { min: "2025-11-25", max: "2026-01-24" },
      words: sw.booking.message,
      formats: sw.formats,
    });
    expect(message.split("\n")).toEqual([
      "Habari, ningependa kuweka miadi ya:",
      "- Manicure (muda: dakika 30, KES 400)",
      "- Pedicure (muda: dakika 45, KES 500)",
      // The client asks the salon for the price: "naomba bei", where the page says "Uliza bei".
      "- Kope (muda: saa 1, naomba bei)",
      // Under the booking panel's own names for the totals.
      `${sw.booking.totalTime}: saa 2 na dakika 15.`,
      `${sw.booking.totalPrice}: KES 900 + naomba bei ya huduma 1.`,
      // The course after the appointments: she asks to join it.
      "Ningependa pia kujiunga na Mafunzo (miezi 3). Naomba bei na tarehe ya kundi lijalo.",
      "Ningependa kuja: Jumamosi, tarehe 29 Novemba, asubuhi.",
      "Jina: Amina.",
      "Tafadhali nithibitishie kama mna nafasi.",
    ]);
  });

  it("counts and announces in Swahili", () => {
    // The count stands as a line of its own (the phone bar, the panel): it starts with a capital.
    expect(bookingTotals([MANICURE, PEDICURE], sw.formats)).toMatchObject({
      countText: "Huduma 2",
      summary: "Huduma 2 · KES 900",
    });
    expect(
      bookingChangeText("added", "Manicure", [MANICURE, PEDICURE], sw.booking.changed, sw.formats),
    ).toBe("Umeongeza Manicure. Huduma 2, KES 900.");
    // One form whatever the name's noun class (Kope, Mafunzo, Vipodozi…).
    expect(bookingChangeText("removed", "Kope", [], sw.booking.changed, sw.formats)).toBe(
      "Umeondoa Kope. Bado hujachagua huduma yoyote.",
    );
    // The panel's total keeps the page's words; only the client's message says "naomba bei".
    expect(bookingTotals([MANICURE, TRAINING, TRAINING], sw.formats).priceText).toBe(
      "KES 400 + uliza bei ya huduma 2",
    );
  });

  it("keeps prices as KES amounts and says a price on request in Swahili", () => {
    expect(formatPrice("KES 1,100", sw.formats.priceOnRequest)).toBe("KES 1,100");
    expect(formatPrice("Contact for pricing", sw.formats.priceOnRequest)).toBe("Uliza bei");
    expect(formatPrice("Contact for pricing", en.formats.priceOnRequest)).toBe(
      "Contact for pricing",
    );
  });
});

describe("addresses in each language", () => {
  it("keeps the English addresses and puts Swahili under /sw/", () => {
    expect(localePath("/services/", "sw")).toBe("/sw/services/");
    expect(localePath("/sw/services/", "en")).toBe("/services/");
    expect(localePath("/", "sw")).toBe("/sw/");
    expect(localePath("/#about", "sw")).toBe("/sw/#about");
    expect(localeOfPath("/sw/contact/")).toBe("sw");
    expect(localeOfPath("/swim/")).toBe("en");
    expect(basePath("/sw/")).toBe("/");
    expect(alternatePaths("/sw/about/")).toEqual([
      { locale: "en", path: "/about/" },
      { locale: "sw", path: "/sw/about/" },
    ]);
  });

  // The inline script of shared/lib/locale-choice.ts, run with the browser's objects it reads.
  function arrive(arrival: {
    pathname: string;
    referrer?: string;
    navigationType?: string;
    stored?: string | null;
    storageThrows?: boolean;
  }) {
    const stored = new Map<string, string>();
    if (arrival.stored) stored.set(LOCALE_CHOICE_KEY, arrival.stored);
    const blocked = () => {
      throw new Error("SecurityError");
    };
    const localStorage = {
      getItem: arrival.storageThrows ? blocked : (key: string) => stored.get(key) ?? null,
      setItem: arrival.storageThrows
        ? blocked
        : (key: string, value: string) => void stored.set(key, value),
    };
    const replaced: string[] = [];
    const listeners: ((event: { target: unknown }) => void)[] = [];
    const document = {
      referrer: arrival.referrer ?? "",
      addEventListener: (_type: string, listener: (event: { target: unknown }) => void) =>
        listeners.push(listener),
    };
    const performance = {
      getEntriesByType: () => [{ type: arrival.navigationType ?? "navigate" }],
    };
    const location = { pathname: arrival.pathname, replace: (to: string) => replaced.push(to) };
    new Function("localStorage", "document", "performance", "location", LOCALE_CHOICE_SCRIPT)(
      localStorage,
      document,
      performance,
      location,
    );
    /** A click on an element whose closest match for `selector` is `link`. */
    const click = (link: Record<string, string> | null) =>
      listeners.forEach((listener) =>
        listener({
          target: {
            closest: (selector: string) =>
              link && selector === "a[data-locale-choice]"
                ? { getAttribute: (name: string) => link[name] ?? null }
                : null,
          },
        }),
      );
    return { replaced, stored, click };
  }

  it("sends only a direct visit to the English home page to the remembered language", () => {
    expect(arrive({ pathname: "/", stored: "sw" }).replaced).toEqual(["/sw/"]);
    expect(arrive({ pathname: "/" }).replaced).toEqual([]);
    expect(arrive({ pathname: "/", stored: "en" }).replaced).toEqual([]);
    expect(arrive({ pathname: "/", stored: "constructor" }).replaced).toEqual([]);
    expect(
      arrive({ pathname: "/", stored: "sw", referrer: "https://www.google.com/" }).replaced,
    ).toEqual([]);
    expect(arrive({ pathname: "/services/", stored: "sw" }).replaced).toEqual([]);
    expect(
      arrive({ pathname: "/", stored: "sw", navigationType: "back_forward" }).replaced,
    ).toEqual([]);
    expect(arrive({ pathname: "/", storageThrows: true }).replaced).toEqual([]);
  });

  it("remembers the language of the switch the visitor follows, and nothing else", () => {
    const visit = arrive({ pathname: "/services/" });
    visit.click(null);
    expect(visit.stored.size).toBe(0);
    visit.click({ "data-locale-choice": "sw" });
    expect(visit.stored.get(LOCALE_CHOICE_KEY)).toBe("sw");
    visit.click({ "data-locale-choice": "en" });
    expect(visit.stored.get(LOCALE_CHOICE_KEY)).toBe("en");
    // Blocked storage: the link still leads on; nothing is kept and nothing throws.
    expect(() =>
      arrive({ pathname: "/", storageThrows: true }).click({ "data-locale-choice": "sw" }),
    ).not.toThrow();
  });
});
