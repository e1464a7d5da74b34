/**
 * The site's opening hours (site.yaml's `hours`) and what the build works out from them in the
 * words of their node's language: the contact page's closed line (shared/lib/opening-hours.ts), the
 * parts of the day a booking may ask for (shared/lib/booking-days.ts), and the time zone's offsets
 * from UTC, by which a page tells the salon's time and day without Intl
 * (shared/lib/zone-offsets.ts). Worked out by the build, so the pages' bundles carry none of that
 * code.
 */
import { dayParts } from "../../../shared/lib/booking-days";
import { formatDay } from "../../../shared/lib/day-names";
import { fill } from "../../../shared/lib/locale";
import { closedStatus, toMinutes } from "../../../shared/lib/opening-hours";
import { readSpecialHours } from "../../../shared/lib/special-hours";
import { wallTime, UTC_OFFSETS, type ZoneOffsets } from "../../../shared/lib/zone-offsets";
import { isTimeZone, zoneOffsets } from "./zone-offsets";
import { labelled, list, object, optionalText, text, translated } from "./fields";
import { clockOf, wordsOf } from "./resolver-context";
import { dayField, ruled } from "./rules";

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
    """A time zone's offsets from UTC, as the build worked them out (shared/lib/zone-offsets.ts)."""
    type ZoneOffsets {
      "Instants (ms since 1970, UTC), ascending; each starts the offset at the same index."
      from: [Float!]!
      "Minutes the zone is ahead of UTC from the matching instant on."
      minutes: [Int!]!
    }
`;

/** The hours as their node holds them, in its language (plugins/gatsby-plugin-content/model/translations.ts). */
type Hours = {
  opens: string;
  closes: string;
  timeZone: string;
  locale: string;
  special?: readonly Special[] | null;
};

/** A special day as its node holds it, in its language. */
type Special = {
  from: string;
  to?: string | null;
  hours: string;
  note?: string | null;
  locale: string;
};

/** Its last day: `to`, or `from` for one day (and where `to` comes before `from`: the build warns). */
const lastDay = ({ from, to }: Special) => (to && to >= from ? to : from);

/** The day the build runs on, on the salon's calendar ("YYYY-MM-DD"). */
export const buildDay = (timeZone: string): string =>
  wallTime(new Date(), offsetsOf(timeZone) ?? UTC_OFFSETS).day;

/** The special days not over on the day the build runs, on the salon's calendar. */
const upcoming = (hours: Hours): Special[] => {
  const today = buildDay(hours.timeZone);
  // ISO days compare correctly as text.
  return (hours.special ?? []).filter((day) => lastDay(day) >= today);
};

const opening = (special: Special) => readSpecialHours(special.hours);

/**
 * A special day's line on the contact page, in its language, without its note (the page adds it,
 * marked with its own language where that differs): "Thursday 25 December – Friday 26 December:
 * closed", "Wednesday 31 December: open 10am – 4pm".
 */
function specialLine(special: Special): string {
  const words = wordsOf(special);
  const clock = clockOf(special);
  const [first, last] = [special.from, lastDay(special)].map((day) =>
    formatDay(day, words.formats.date),
  );
  const days =
    first === last ? first : fill(words.contact.special.range, { from: first, to: last });
  const times = opening(special);
  const hours = times
    ? fill(words.contact.special.open, {
        opens: clock.time(toMinutes(times.opens)),
        closes: clock.time(toMinutes(times.closes)),
      })
    : words.contact.special.closed;
  return fill(words.contact.special.line, { days, hours });
}

const specialDay = object(
  "SiteSpecialHours",
  "A holiday or a day of other hours: its first day, its last (for more than one), its hours and a note.",
  {
    from: labelled(
      "First day",
      dayField("The day (or the first of the days) of other hours.", { required: true }),
    ),
    to: labelled(
      "Last day (for more than one day)",
      dayField("Leave it empty for one day; for several, the last of them.", { required: false }),
    ),
    hours: labelled(
      "Hours that day",
      ruled(
        'Write "closed", or the opening and closing times on the 24-hour clock, e.g. "10:00-16:00".',
        "specialHours",
      ),
    ),
    note: labelled(
      "Note (optional)",
      translated(
        optionalText('Why, as visitors read it beside the day, e.g. "Christmas". May be empty.'),
      ),
    ),
  },
  {
    computed: {
      lastDay: {
        type: "String!",
        description: 'The last day it covers, "YYYY-MM-DD" (the first day, for one day).',
        resolve: (source: Special) => lastDay(source),
      },
      opens: {
        type: "String",
        description: 'Its opening time, "HH:MM"; null when the salon is closed all day.',
        resolve: (source: Special) => opening(source)?.opens ?? null,
      },
      closes: {
        type: "String",
        description: 'Its closing time, "HH:MM"; null when the salon is closed all day.',
        resolve: (source: Special) => opening(source)?.closes ?? null,
      },
      openTime: {
        type: "String",
        description:
          'Its opening time as the page\'s language says it, e.g. "10am"; null when closed.',
        resolve: (source: Special) => {
          const times = opening(source);
          return times ? clockOf(source).time(toMinutes(times.opens)) : null;
        },
      },
      closedStatus: {
        type: "String",
        description:
          'The contact page\'s status line that day before it opens, e.g. "Closed, opens 10am"; null when closed.',
        resolve: (source: Special) => {
          const times = opening(source);
          return times
            ? closedStatus(times, wordsOf(source).contact.closedOpens, clockOf(source))
            : null;
        },
      },
      closedUntilTomorrow: {
        type: "String",
        description:
          "The status line the evening before, when this is the next day the salon opens; null when closed.",
        resolve: (source: Special) => {
          const times = opening(source);
          return times
            ? closedStatus(times, wordsOf(source).contact.closedOpensTomorrow, clockOf(source))
            : null;
        },
      },
      line: {
        type: "String!",
        description:
          'Its line on the contact page, in the page\'s language, without its note, e.g. "Thursday 25 December: closed".',
        resolve: (source: Special) => specialLine(source),
      },
      dayParts: {
        type: "[BookingDayPart!]!",
        description:
          "The parts of the day a booking may ask for that day, cut to its hours (none when closed).",
        resolve: (source: Special) => {
          const times = opening(source);
          return times ? dayParts(times, wordsOf(source).booking.dayParts, clockOf(source)) : [];
        },
      },
    },
  },
);

export const siteHours = object(
  "SiteHours",
  "Opening hours: every day's, and holidays and special hours.",
  {
    opens: ruled("Opening time on the 24-hour clock, e.g. 08:00.", "time"),
    closes: ruled("Closing time on the 24-hour clock, e.g. 21:00.", "time"),
    timeZone: text("The time zone the hours are in, e.g. Africa/Nairobi."),
    label: translated(
      text("The hours as visitors read them, e.g. Monday - Sunday, 8am - 9pm EAT."),
    ),
    special: labelled(
      "Holidays and special hours",
      list(
        "Days the salon is closed, or open other hours: the contact page, its open-now line, the booking's days and times and search engines follow them. A day that has passed drops out by itself.",
        specialDay,
        { summary: "{{fields.from}} · {{fields.hours}}", matchBy: "from", optional: true },
      ),
    ),
  },
  {
    types: TYPES,
    computed: {
      openTime: {
        type: "String!",
        description: "Every day's opening time as the page's language says it, e.g. \"8am\".",
        resolve: (source: Hours) => clockOf(source).time(toMinutes(source.opens)),
      },
      upcoming: {
        type: "[SiteSpecialHours!]!",
        description:
          "The special days not over on the day of the build (the pages drop the ones that end later themselves, on the visitor's clock).",
        resolve: (source: Hours) => upcoming(source),
      },
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
