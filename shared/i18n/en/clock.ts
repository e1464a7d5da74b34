import type { ClockRules } from "../../lib/opening-hours";

// The time in English: "8am", "8:30am", "12pm"; a span shares its "am" or "pm": "12–4pm".

/** 480 (08:00) → "8am", 1260 → "9pm", 510 → "8:30am", 0 → "12am". */
function time(total: number): string {
  const hours = Math.floor(total / 60) % 24;
  const minutes = total % 60;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? "am" : "pm";
  return minutes === 0
    ? `${hour12}${suffix}`
    : `${hour12}:${String(minutes).padStart(2, "0")}${suffix}`;
}

/** 480, 720 → "8am–12pm"; 720, 960 → "12–4pm" (one "am"/"pm" when both ends share it). */
function range(fromMinutes: number, toMinutes: number): string {
  const from = time(fromMinutes);
  const to = time(toMinutes);
  const sameHalf = from.slice(-2) === to.slice(-2);
  return `${sameHalf ? from.slice(0, -2) : from}–${to}`;
}

export const clock: ClockRules = {
  time,
  /** "Morning 8am–12pm". */
  dayPart: (name, fromMinutes, toMinutes) => `${name} ${range(fromMinutes, toMinutes)}`,
};
