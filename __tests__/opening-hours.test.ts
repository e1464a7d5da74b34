import { closedStatus, toMinutes } from "../shared/lib/opening-hours";
import { clock } from "../shared/i18n/en/clock";
import { openingStatus, type HoursOnTheClock } from "../src/lib/opening-status";
import { zoneOffsets } from "../plugins/gatsby-plugin-content/model/zone-offsets";
import { UI_STRINGS } from "../shared/i18n";

// Nairobi's offsets as the build works them out (plugins/gatsby-plugin-content/model/site-hours.ts, the hours' `offsets`).
const NAIROBI = zoneOffsets("Africa/Nairobi", Date.UTC(2025, 0, 1), Date.UTC(2029, 0, 1));

// EAT is UTC+3 all year, so 08:00 EAT is 05:00 UTC and 21:00 EAT is 18:00 UTC.
const at = (isoUtc: string) => new Date(isoUtc);

// The English page's words (shared/i18n/en/words.ts).
const WORDS = UI_STRINGS.en.contact;
const OPEN_NOW = WORDS.openNow;

/** Hours as the build writes them for an English page: Nairobi's offsets and the closed lines. */
const onClock = (hours: { opens: string; closes: string }): HoursOnTheClock => ({
  ...hours,
  offsets: NAIROBI,
  closedStatus: closedStatus(hours, WORDS.closedOpens, clock),
  closedUntilTomorrow: closedStatus(hours, WORDS.closedOpensTomorrow, clock),
});
const HOURS = onClock({ opens: "08:00", closes: "21:00" });

describe("openingStatus", () => {
  it.each([
    ["just before 08:00 EAT", "2025-03-10T04:59:00Z", false],
    ["just before 08:00 EAT (last second)", "2025-03-10T04:59:59Z", false],
    ["08:00 EAT", "2025-03-10T05:00:00Z", true],
    ["midday EAT", "2025-03-10T09:00:00Z", true],
    ["just before 21:00 EAT", "2025-03-10T17:59:59Z", true],
    ["21:00 EAT", "2025-03-10T18:00:00Z", false],
    ["just after 21:00 EAT", "2025-03-10T18:01:00Z", false],
    ["midnight EAT", "2025-03-10T21:00:00Z", false],
    ["a Sunday at 10:00 EAT", "2025-03-09T07:00:00Z", true],
  ])("%s", (_when, iso, open) => {
    expect(openingStatus(at(iso), HOURS, OPEN_NOW)).toEqual(
      open ? { open: true, text: "Open now" } : { open: false, text: "Closed, opens 8am" },
    );
  });

  it("uses East Africa Time, not the UTC date: 23:30 UTC is already 02:30 EAT", () => {
    expect(openingStatus(at("2025-03-10T23:30:00Z"), HOURS, OPEN_NOW).open).toBe(false);
    expect(openingStatus(at("2025-03-10T05:30:00Z"), HOURS, OPEN_NOW).open).toBe(true);
  });

  it("follows the hours in content", () => {
    const late = onClock({ opens: "09:30", closes: "18:00" });
    expect(openingStatus(at("2025-03-10T06:00:00Z"), late, OPEN_NOW)).toEqual({
      open: false,
      text: "Closed, opens 9:30am",
    });
    const overnight = onClock({ opens: "18:00", closes: "02:00" });
    expect(openingStatus(at("2025-03-10T21:00:00Z"), overnight, OPEN_NOW).open).toBe(true);
    expect(openingStatus(at("2025-03-10T00:00:00Z"), overnight, OPEN_NOW).open).toBe(false);
  });
});

describe("the time in English", () => {
  it.each([
    ["08:00", "8am"],
    ["21:00", "9pm"],
    ["08:30", "8:30am"],
    ["12:00", "12pm"],
    ["00:00", "12am"],
  ])("%s → %s", (time, text) => expect(clock.time(toMinutes(time))).toBe(text));
});
