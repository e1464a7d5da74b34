import { en } from "../shared/i18n/en";
import { sw } from "../shared/i18n/sw";
import { bookingText } from "../src/lib/booking-link";
import { bookingTotals } from "../shared/lib/booking-request";
import { isOfferOn, OFFER_PRICE, priceNow } from "../shared/lib/offer";
import { buildBeautySalon } from "../plugins/gatsby-plugin-page-head/structured-data";

// A treatment's offer (shared/lib/offer.ts): its price until its last day on the salon's calendar,
// then the normal price, in the row, the WhatsApp messages, the booking's totals and the
// structured data.

const OFFER = { price: "KES 450", until: "2026-12-31", line: { text: "Festive offer" } };
const FACIAL = {
  name: { text: "Facials & Skincare" },
  duration: "45 mins",
  price: "KES 600",
  offer: OFFER,
};

describe("an offer", () => {
  it("holds until its last day, and the build's word before the page knows the day", () => {
    expect(isOfferOn(OFFER, "2026-12-30")).toBe(true);
    expect(isOfferOn(OFFER, "2026-12-31")).toBe(true);
    expect(isOfferOn(OFFER, "2027-01-01")).toBe(false);
    expect(isOfferOn(OFFER, null)).toBe(true);
    expect(isOfferOn(null, null)).toBe(false);
  });

  it("is an amount in KES", () => {
    expect(OFFER_PRICE.test("KES 1,450")).toBe(true);
    expect(OFFER_PRICE.test("Contact for pricing")).toBe(false);
    expect(OFFER_PRICE.test("KES 1450")).toBe(false);
  });

  it("prices Book Now's message and the booking during the offer, the normal price after", () => {
    const during = priceNow(FACIAL, "2026-12-31");
    expect(bookingText(during, en.treatments.bookingMessage, en.formats)).toBe(
      "Hello, I would like to book a Facials & Skincare (45 mins, KES 450, Festive offer). Please confirm availability.",
    );
    expect(
      bookingText(
        priceNow({ ...FACIAL, offer: { ...OFFER, line: { text: "Ofa ya sikukuu" } } }, null),
        sw.treatments.bookingMessage,
        sw.formats,
      ),
    ).toBe(
      "Habari, ningependa kuweka miadi ya Facials & Skincare (muda: dakika 45, KES 450, Ofa ya sikukuu). Tafadhali nithibitishie kama mna nafasi.",
    );
    expect(bookingTotals([during], en.formats).priceText).toBe("KES 450");
    const after = priceNow(FACIAL, "2027-01-01");
    expect(after).toBe(FACIAL);
    expect(bookingText(after, en.treatments.bookingMessage, en.formats)).toBe(
      "Hello, I would like to book a Facials & Skincare (45 mins, KES 600). Please confirm availability.",
    );
  });

  it("is the structured data's price, valid until its last day, while it holds at the build", () => {
    const salon = (today: string) =>
      buildBeautySalon({
        siteUrl: "https://salon.co.ke",
        site: {
          name: "Salon",
          description: "A salon.",
          phone: "+254 712 345 678",
          email: { bookings: "b@salon.co.ke" },
          priceRange: "KES 100",
          address: { streetAddress: "X", locality: "Y", country: "KE", coordinates: "-1.1, 36.9" },
          hours: { opens: "08:00", closes: "21:00" },
        },
        sameAs: [],
        treatments: [{ name: "Facial", price: "KES 600", description: "Skin.", offer: OFFER }],
        logoPath: "/icon.png",
        imagePath: "/og.jpg",
        today,
      }).makesOffer as Record<string, unknown>[];
    expect(salon("2026-12-07")[0]).toMatchObject({ price: "450", priceValidUntil: "2026-12-31" });
    expect(salon("2027-01-01")[0]).toMatchObject({ price: "600" });
    expect(salon("2027-01-01")[0]).not.toHaveProperty("priceValidUntil");
  });
});
