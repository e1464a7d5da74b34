// Durations are written as text in content ("30 mins", "1 hr", "2 hrs", "3 months"). A booking adds
// up the ones measured on the clock; a course measured in months is not part of one visit.

export type Duration = { kind: "minutes"; minutes: number } | { kind: "months"; months: number };

const DURATION = /^\s*(\d+(?:\.\d+)?)\s*(mins?|hrs?|months?)\s*$/;

/** "45 mins" → 45 minutes, "1.5 hrs" → 90 minutes, "3 months" → 3 months; null when unreadable. */
export function parseDuration(text: string): Duration | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2] ?? "";
  if (unit.startsWith("month")) return { kind: "months", months: amount };
  return { kind: "minutes", minutes: Math.round(unit.startsWith("hr") ? amount * 60 : amount) };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 75 → "1 hr 15 mins", 120 → "2 hrs", 45 → "45 mins", written the way content writes them. */
export function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const parts = [
    ...(hours > 0 ? [plural(hours, "hr", "hrs")] : []),
    ...(minutes > 0 || hours === 0 ? [plural(minutes, "min", "mins")] : []),
  ];
  return parts.join(" ");
}
