import { en } from "../shared/i18n/en";
import { bookingLink as link } from "../src/lib/booking-link";

// The English template, as every English page gets it with its words.
const bookingLink = (whatsapp: string, treatment: Parameters<typeof link>[1]) =>
  link(whatsapp, treatment, en.treatments.bookingMessage, en.formats);

const WHATSAPP = "254700000000";

describe("bookingLink", () => {
  it("opens the business's WhatsApp chat with the booking request written out", () => {
    expect(
      bookingLink(WHATSAPP, { name: { text: "Manicure" }, duration: "30 mins", price: "KES 400" }),
    ).toBe(
      "https://wa.me/254700000000?text=Hello%2C%20I%20would%20like%20to%20book%20a%20Manicure%20(30%20mins%2C%20KES%20400).%20Please%20confirm%20availability.",
    );
  });

  it("reads back as greeting, name, duration, price and the request to confirm", () => {
    const url = new URL(
      bookingLink(WHATSAPP, {
        name: { text: "Micro-blading" },
        duration: "2 hrs",
        price: "KES 10,000",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://wa.me/254700000000");
    expect(url.searchParams.get("text")).toBe(
      "Hello, I would like to book a Micro-blading (2 hrs, KES 10,000). Please confirm availability.",
    );
  });

  it("asks to join a course (months long), for its price and the next intake, not to book it", () => {
    const text = (price: string) =>
      new URL(
        bookingLink(WHATSAPP, { name: { text: "Beauty Training" }, duration: "3 months", price }),
      ).searchParams.get("text");
    expect(text("Contact for pricing")).toBe(
      "Hello, I would like to join Beauty Training (3 months). Please send me the price and the date of the next intake.",
    );
    // A course with its price: the message names it, and asks for the next intake only.
    expect(text("KES 30,000")).toBe(
      "Hello, I would like to join Beauty Training (3 months, KES 30,000). Please send me the date of the next intake.",
    );
  });

  it("encodes characters that would break the link: dashes, ampersands, plus signs", () => {
    const url = bookingLink(WHATSAPP, {
      name: { text: "Nail Art – Tips & Care" },
      duration: "1 hr",
      price: "KES 1,100",
    });
    expect(url).toBe(
      "https://wa.me/254700000000?text=Hello%2C%20I%20would%20like%20to%20book%20a%20Nail%20Art%20%E2%80%93%20Tips%20%26%20Care%20(1%20hr%2C%20KES%201%2C100).%20Please%20confirm%20availability.",
    );
    expect(new URL(url).searchParams.get("text")).toContain("Nail Art – Tips & Care (1 hr");
  });

  it("dials digits only, whatever spacing the number was written with", () => {
    expect(
      bookingLink("+254 700 000 000", {
        name: { text: "Pedicure" },
        duration: "45 mins",
        price: "KES 500",
      }),
    ).toMatch(/^https:\/\/wa\.me\/254700000000\?text=/);
  });
});
