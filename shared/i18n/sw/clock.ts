import type { ClockRules } from "../../lib/opening-hours";

// Kiswahili counts the day's hours from sunrise and sunset, as people in Kenya say and write them:
// 7am is "saa 1 asubuhi", 8am "saa 2 asubuhi", noon "saa 6 mchana", 4pm "saa 10 jioni", 9pm
// "saa 3 usiku". The salon's own opening hours are written so (content/site.sw.yaml).
const PERIODS = [
  { from: 0, word: "usiku" },
  { from: 5 * 60, word: "asubuhi" },
  { from: 12 * 60, word: "mchana" },
  { from: 16 * 60, word: "jioni" },
  { from: 19 * 60, word: "usiku" },
] as const;

/** The part of the day Kiswahili names a time by: 480 (08:00) → "asubuhi". */
function period(total: number): string {
  const minutes = ((total % (24 * 60)) + 24 * 60) % (24 * 60);
  return PERIODS.filter((item) => minutes >= item.from).at(-1)!.word;
}

/** The Swahili hour of a time: 480 (08:00) → 2, 1140 (19:00) → 1, 360 (06:00) → 12. */
const hourOf = (total: number) => {
  const hour = (Math.floor(total / 60) + 6) % 12;
  return hour === 0 ? 12 : hour;
};

/**
 * 480 → "saa 2 asubuhi"; the quarters as they are said: 495 → "saa 2 na robo asubuhi", 510 →
 * "saa 2 na nusu asubuhi", 525 → "saa 3 kasoro robo asubuhi" (a quarter to the next hour); any
 * other minute on the clock, 490 → "saa 2:10 asubuhi".
 */
function time(total: number, withPeriod = true): string {
  const minutes = total % 60;
  const hour = hourOf(total);
  const said =
    minutes === 0
      ? `saa ${hour}`
      : minutes === 15
        ? `saa ${hour} na robo`
        : minutes === 30
          ? `saa ${hour} na nusu`
          : minutes === 45
            ? `saa ${hourOf(total + 15)} kasoro robo`
            : `saa ${hour}:${String(minutes).padStart(2, "0")}`;
  return withPeriod ? `${said} ${period(total)}` : said;
}

export const clock: ClockRules = {
  time: (total) => time(total),
  /**
   * "Asubuhi, saa 2 – saa 6 mchana": the part's name, then its span; the start leaves out the
   * period the part's name already says.
   */
  dayPart: (name, fromMinutes, toMinutes) => {
    const samePeriod = period(fromMinutes) === name.toLowerCase();
    return `${name}, ${time(fromMinutes, !samePeriod)} – ${time(toMinutes)}`;
  },
};
