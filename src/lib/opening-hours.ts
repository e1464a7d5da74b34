import { fill, type Locale } from "./locale";

// Opening hours and clock times as the pages write them. Whether the salon is open now is
// src/lib/opening-status.ts (only the contact page needs it).

export interface OpeningHours {
  /** "HH:MM", 24-hour. */
  opens: string;
  /** "HH:MM", 24-hour; the first minute the business is closed. */
  closes: string;
}

export function toMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

/** "08:00" → "8am", "21:00" → "9pm", "08:30" → "8:30am", "00:00" → "12am". */
export function formatClock(clock: string, locale: Locale = "en"): string {
  if (locale === "sw") return swahiliClock(toMinutes(clock));
  const total = toMinutes(clock);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? "am" : "pm";
  return minutes === 0
    ? `${hour12}${suffix}`
    : `${hour12}:${String(minutes).padStart(2, "0")}${suffix}`;
}

const asClock = (total: number) =>
  `${String(Math.floor(total / 60) % 24).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;

/** 480, 720 → "8am–12pm"; 720, 960 → "12–4pm" (one "am"/"pm" when both ends share it). */
export function formatClockRange(fromMinutes: number, toMinutes: number): string {
  const from = formatClock(asClock(fromMinutes));
  const to = formatClock(asClock(toMinutes));
  const sameHalf = from.slice(-2) === to.slice(-2);
  return `${sameHalf ? from.slice(0, -2) : from}–${to}`;
}

// Kiswahili counts the day's hours from sunrise and sunset, as people in Kenya say and write them:
// 7am is "saa 1 asubuhi", 8am "saa 2 asubuhi", noon "saa 6 mchana", 4pm "saa 10 jioni", 9pm
// "saa 3 usiku". The salon's own opening hours are written so (content/site.sw.yaml).
const SWAHILI_PERIODS = [
  { from: 0, word: "usiku" },
  { from: 5 * 60, word: "asubuhi" },
  { from: 12 * 60, word: "mchana" },
  { from: 16 * 60, word: "jioni" },
  { from: 19 * 60, word: "usiku" },
] as const;

/** The part of the day Kiswahili names a time by: 480 (08:00) → "asubuhi". */
export function swahiliPeriod(total: number): string {
  const minutes = ((total % (24 * 60)) + 24 * 60) % (24 * 60);
  return SWAHILI_PERIODS.filter((period) => minutes >= period.from).at(-1)!.word;
}

/** The Swahili hour of a time: 480 (08:00) → 2, 1140 (19:00) → 1, 360 (06:00) → 12. */
const swahiliHour = (total: number) => {
  const hour = (Math.floor(total / 60) + 6) % 12;
  return hour === 0 ? 12 : hour;
};

/**
 * 480 → "saa 2 asubuhi"; the quarters as they are said: 495 → "saa 2 na robo asubuhi", 510 →
 * "saa 2 na nusu asubuhi", 525 → "saa 3 kasoro robo asubuhi" (a quarter to the next hour); any
 * other minute on the clock, 490 → "saa 2:10 asubuhi".
 */
function swahiliClock(total: number, withPeriod = true): string {
  const minutes = total % 60;
  const hour = swahiliHour(total);
  const time =
    minutes === 0
      ? `saa ${hour}`
      : minutes === 15
        ? `saa ${hour} na robo`
        : minutes === 30
          ? `saa ${hour} na nusu`
          : minutes === 45
            ? `saa ${swahiliHour(total + 15)} kasoro robo`
            : `saa ${hour}:${String(minutes).padStart(2, "0")}`;
  return withPeriod ? `${time} ${swahiliPeriod(total)}` : time;
}

/**
 * A part of the day in Kiswahili, from `fromMinutes` to `toMinutes`, named `name` (its own period
 * word: "asubuhi"): 480, 720 → "saa 2 – saa 6 mchana"; the start leaves out the period the
 * part's name already says.
 */
export function swahiliClockRange(fromMinutes: number, toMinutes: number, name: string): string {
  const samePeriod = swahiliPeriod(fromMinutes) === name.toLowerCase();
  return `${swahiliClock(fromMinutes, !samePeriod)} – ${swahiliClock(toMinutes)}`;
}

/**
 * "Closed, opens {time}" → "Closed, opens 8am" ("Tumefunga, tunafungua saa 2 asubuhi"): the closed
 * line from the page's words, its time as the page's language writes it.
 */
export function closedStatus(
  hours: Pick<OpeningHours, "opens">,
  template: string,
  locale: Locale = "en",
): string {
  return fill(template, { time: formatClock(hours.opens, locale) });
}
