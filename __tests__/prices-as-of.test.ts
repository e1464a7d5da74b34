import { UI_STRINGS } from "../shared/i18n";
import { pricesAsOf } from "../plugins/gatsby-plugin-languages/prices-as-of";

const wordsOf = (locale: "en" | "sw") => ({
  months: UI_STRINGS[locale].formats.date.months,
  date: UI_STRINGS[locale].offline.date,
});

describe("pricesAsOf: the build's day in the salon's time zone, in the page's language", () => {
  it("writes the day in English and in Swahili", () => {
    const noon = new Date("2026-11-28T09:00:00Z");
    expect(pricesAsOf(noon, "Africa/Nairobi", wordsOf("en"))).toBe("28 November 2026");
    expect(pricesAsOf(noon, "Africa/Nairobi", wordsOf("sw"))).toBe("28 Novemba 2026");
  });

  it("takes the day in Nairobi, not in UTC: 21:30 UTC is already the next day there", () => {
    const lateUtc = new Date("2026-12-31T21:30:00Z");
    expect(pricesAsOf(lateUtc, "Africa/Nairobi", wordsOf("en"))).toBe("1 January 2027");
    expect(pricesAsOf(lateUtc, "UTC", wordsOf("en"))).toBe("31 December 2026");
  });

  it("fills the notice the page shows from the store, in each language", () => {
    const date = pricesAsOf(new Date("2026-11-28T09:00:00Z"), "Africa/Nairobi", wordsOf("sw"));
    expect(UI_STRINGS.sw.offline.fromStore.replace("{date}", date)).toContain(
      "Bei hizi ni za tarehe 28 Novemba 2026",
    );
    expect(UI_STRINGS.en.offline.fromStore.replace("{date}", "28 November 2026")).toContain(
      "Prices as of 28 November 2026",
    );
  });
});
