import { fill } from "./locale";

// Opening hours and clock times as the pages write them. Whether the salon is open now is
// src/lib/opening-status.ts (only the contact page needs it). How a language tells the time is
// its own (shared/i18n/<locale>/clock.ts); the build alone writes times, so no page's bundle does.

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

/** How a language tells the time: the minutes since midnight, said as the page's language says them. */
export interface ClockRules {
  /** 480 (08:00) → "8am" ("saa 2 asubuhi"). */
  time(minutes: number): string;
  /**
   * A part of the day a booking may ask for, named `name`, from `fromMinutes` to `toMinutes`:
   * "Morning 8am–12pm" ("Asubuhi, saa 2 – saa 6 mchana").
   */
  dayPart(name: string, fromMinutes: number, toMinutes: number): string;
}

/**
 * "Closed, opens {time}" → "Closed, opens 8am" ("Tumefunga, tunafungua saa 2 asubuhi"): the closed
 * line from the page's words, its time as the page's language tells it.
 */
export function closedStatus(
  hours: Pick<OpeningHours, "opens">,
  template: string,
  clock: ClockRules,
): string {
  return fill(template, { time: clock.time(toMinutes(hours.opens)) });
}
