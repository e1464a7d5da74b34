/**
 * The site's opening hours (site.yaml's `hours`) and what the build works out from them in the
 * words of their node's language: the contact page's closed line (src/lib/opening-hours.ts), the parts of the day a
 * booking may ask for (src/lib/booking-days.ts), and the time zone's offsets from UTC, by which a
 * page tells the salon's time and day without Intl (src/lib/zone-offsets.ts). Worked out by the
 * build, so the pages' bundles carry none of that code.
 */
import { dayParts } from "../../../src/lib/booking-days";
import { closedStatus } from "../../../src/lib/opening-hours";
import type { ZoneOffsets } from "../../../src/lib/zone-offsets";
import { isTimeZone, zoneOffsets } from "./zone-offsets";
import { object, text, translated } from "./fields";
import { clockOf, wordsOf } from "./resolver-context";
import { ruled } from "./rules";

// Four years from 1 January of the build's year: a page keeps telling the right time until long
// after its next build, and the span (so the page data) only changes once a year.
const OFFSET_YEARS = 4;
const offsetsByZone = new Map<string, ZoneOffsets | null>();

function offsetsOf(timeZone: string): ZoneOffsets | null {
  if (!offsetsByZone.has(timeZone)) {
    const year = new Date().getUTCFullYear();
    // A name Intl doesn't know: the content check has warned (plugins/gatsby-plugin-content/check/cross-file.ts), and
    // the pages show no open/closed line.
    offsetsByZone.set(
      timeZone,
      isTimeZone(timeZone)
        ? zoneOffsets(timeZone, Date.UTC(year, 0, 1), Date.UTC(year + OFFSET_YEARS, 0, 1))
        : null,
    );
  }
  return offsetsByZone.get(timeZone)!;
}

const TYPES = `
    """A part of the day a booking may ask for."""
    type BookingDayPart {
      id: String!
      "As the booking panel lists it, e.g. Morning 8am-12pm."
      label: String!
      "As the booking message names it, e.g. morning."
      text: String!
    }
    """A time zone's offsets from UTC, as the build worked them out (src/lib/zone-offsets.ts)."""
    type ZoneOffsets {
      "Instants (ms since 1970, UTC), ascending; each starts the offset at the same index."
      from: [Float!]!
      "Minutes the zone is ahead of UTC from the matching instant on."
      minutes: [Int!]!
    }
`;

/** The hours as their node holds them, in its language (plugins/gatsby-plugin-content/model/translations.ts). */
type Hours = { opens: string; closes: string; timeZone: string; locale: string };

export const siteHours = object(
  "SiteHours",
  "Opening hours, the same every day.",
  {
    opens: ruled("Opening time on the 24-hour clock, e.g. 08:00.", "time"),
    closes: ruled("Closing time on the 24-hour clock, e.g. 21:00.", "time"),
    timeZone: text("The time zone the hours are in, e.g. Africa/Nairobi."),
    label: translated(
      text("The hours as visitors read them, e.g. Monday - Sunday, 8am - 9pm EAT."),
    ),
  },
  {
    types: TYPES,
    computed: {
      offsets: {
        type: "ZoneOffsets",
        description:
          "The time zone's offsets from UTC from 1 January of the build's year for four years, by which the pages tell the salon's time and day; null for a time zone the build doesn't know.",
        resolve: (source: Hours) => offsetsOf(source.timeZone),
      },
      closedStatus: {
        type: "String!",
        description:
          "The contact page's status line while the salon is closed, in the page's language, e.g. \"Closed, opens 8am\".",
        resolve: (source: Hours) =>
          closedStatus(source, wordsOf(source).contact.closedOpens, clockOf(source)),
      },
      closedUntilTomorrow: {
        type: "String!",
        description:
          'The status line after closing time, when the salon opens the next day, e.g. "Tumefunga, tunafungua kesho saa 2 asubuhi" (in English the same line as closedStatus).',
        resolve: (source: Hours) =>
          closedStatus(source, wordsOf(source).contact.closedOpensTomorrow, clockOf(source)),
      },
      dayParts: {
        type: "[BookingDayPart!]!",
        description:
          "Morning, afternoon and evening as the booking panel offers them: cut to the opening hours, named in the page's language.",
        resolve: (source: Hours) =>
          dayParts(source, wordsOf(source).booking.dayParts, clockOf(source)),
      },
    },
  },
);
