import { toMinutes, type OpeningHours } from "./opening-hours";
import { wallTime, type ZoneOffsets } from "./zone-offsets";

// Whether the business is open, judged on the business's clock (East Africa Time), not the
// visitor's: someone abroad still sees when they can call. Only the contact page's status line
// needs it, so it is a module of its own (the services page's bundle carries none of it).

export interface OpeningStatus {
  open: boolean;
  text: string;
}

/**
 * The hours as the build writes them for the page: the offsets of their time zone, and the lines
 * while the salon is closed, in the page's words (`closedStatus`; after closing time, when it
 * opens the next day, `closedUntilTomorrow`: src/lib/opening-hours.ts, closedStatus).
 */
export type HoursOnTheClock = OpeningHours & {
  offsets: ZoneOffsets;
  closedStatus: string;
  closedUntilTomorrow: string;
};

/**
 * `openNow`, or the hours' line for while the salon is closed ("Closed, opens 8am"; after closing
 * time, when it opens the next day, "Tumefunga, tunafungua kesho saa 2 asubuhi"). The closed lines
 * depend on the content only, so the build writes them and their code stays out of the page.
 */
export function openingStatus(now: Date, hours: HoursOnTheClock, openNow: string): OpeningStatus {
  const current = wallTime(now, hours.offsets).minutes;
  const opens = toMinutes(hours.opens);
  const closes = toMinutes(hours.closes);
  // Hours that run past midnight (e.g. 18:00-02:00) wrap around, and then it always opens later
  // the same day; otherwise, after closing time it opens the next day.
  const sameDay = opens <= closes;
  return (sameDay ? current >= opens && current < closes : current >= opens || current < closes)
    ? { open: true, text: openNow }
    : {
        open: false,
        text: sameDay && current >= closes ? hours.closedUntilTomorrow : hours.closedStatus,
      };
}

/** Only what the open-now line reads of the page's hours: what its island carries in the HTML. */
export function clockHours(hours: HoursOnTheClock): HoursOnTheClock {
  const { opens, closes, offsets, closedStatus, closedUntilTomorrow } = hours;
  return { opens, closes, offsets, closedStatus, closedUntilTomorrow };
}
