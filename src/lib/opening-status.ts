import { formatDay, type DateWords } from "../../shared/lib/day-names";
import { fill } from "../../shared/lib/locale";
import { toMinutes, type OpeningHours } from "../../shared/lib/opening-hours";
import { hoursOn, nextOpenDay, specialOn, type SpecialDay } from "../../shared/lib/special-hours";
import { wallTime, type ZoneOffsets } from "../../shared/lib/zone-offsets";

// Whether the business is open, judged on the business's clock (East Africa Time), not the
// visitor's: someone abroad still sees when they can call. Only the contact page's status line
// needs it, so it is a module of its own (the services page's bundle carries none of it).

export interface OpeningStatus {
  open: boolean;
  text: string;
}

/**
 * A special day as the build writes it for the page (shared/lib/special-hours.ts), with its lines
 * in the page's words: while it is closed before its own opening ("Closed, opens 10am"), as the
 * next day's opening ("Closed, opens 10am" / "… kesho saa 4 asubuhi"), its opening time, and its
 * note.
 */
export interface SpecialDayOnTheClock extends SpecialDay {
  readonly openTime: string | null;
  readonly closedStatus: string | null;
  readonly closedUntilTomorrow: string | null;
  readonly note: { readonly text: string } | null;
}

/**
 * The hours as the build writes them for the page: the offsets of their time zone, and the lines
 * while the salon is closed, in the page's words (`closedStatus`; after closing time, when it
 * opens the next day, `closedUntilTomorrow`: shared/lib/opening-hours.ts, closedStatus), the
 * opening time said in them (`openTime`), and the special days.
 */
export type HoursOnTheClock = OpeningHours & {
  offsets: ZoneOffsets;
  closedStatus: string;
  closedUntilTomorrow: string;
  openTime?: string;
  special?: readonly SpecialDayOnTheClock[] | null;
};

/** The words for a reopening further away than tomorrow, and for a special day's note. */
export interface LaterWords {
  /** "Closed, opens {day} at {time}". */
  closedOpensOn: string;
  /** "{status} ({note})". */
  withNote: string;
  date: DateWords;
}

/**
 * `openNow`, or the line for while the salon is closed ("Closed, opens 8am"; after closing time,
 * when it opens the next day, "Tumefunga, tunafungua kesho saa 2 asubuhi"; on a holiday, when it
 * opens next: "Closed, opens Saturday 27 December at 8am (Christmas)"). The closed lines of every
 * day and of each special day depend on the content only, so the build writes them and their code
 * stays out of the page; only a reopening further away is put together here, from `later`.
 */
export function openingStatus(
  now: Date,
  hours: HoursOnTheClock,
  openNow: string,
  later?: LaterWords,
): OpeningStatus {
  const { day, minutes: current } = wallTime(now, hours.offsets);
  const special = hours.special ?? [];
  const today = hoursOn(day, hours, special);
  const note = specialOn(day, special)?.note?.text;
  const noted = (text: string) =>
    note && later ? fill(later.withNote, { status: text, note }) : text;
  if (today) {
    const opens = toMinutes(today.opens);
    const closes = toMinutes(today.closes);
    // Hours that run past midnight (e.g. 18:00-02:00) wrap around, and then it always opens
    // later the same day; otherwise, after closing time it opens on a later day.
    const sameDay = opens <= closes;
    if (sameDay ? current >= opens && current < closes : current >= opens || current < closes) {
      return { open: true, text: openNow };
    }
    if (!sameDay || current < opens) {
      const todays = specialOn(day, special);
      return { open: false, text: noted(todays?.closedStatus ?? hours.closedStatus) };
    }
  }
  return { open: false, text: noted(reopening(day, hours, special, later)) };
}

/** When the salon opens after `day`: "tomorrow …" in its build-written line, or a later day. */
function reopening(
  day: string,
  hours: HoursOnTheClock,
  special: readonly SpecialDayOnTheClock[],
  later?: LaterWords,
): string {
  const next = nextOpenDay(day, hours, special);
  const other = next?.special;
  if (next?.ahead === 1) return other?.closedUntilTomorrow ?? hours.closedUntilTomorrow;
  const time = other?.openTime ?? hours.openTime;
  if (!next || !later || !time) return hours.closedStatus;
  return fill(later.closedOpensOn, { day: formatDay(next.day, later.date), time });
}

/** Only what the open-now line reads of the page's hours: what its island carries in the HTML. */
export function clockHours(hours: HoursOnTheClock): HoursOnTheClock {
  const { opens, closes, offsets, closedStatus, closedUntilTomorrow, openTime, special } = hours;
  return { opens, closes, offsets, closedStatus, closedUntilTomorrow, openTime, special };
}
