import { NAME_MAX_LENGTH, NO_CHOICES, type BookingChoices } from "../../shared/lib/booking-request";
import {
  browserStorage,
  isRecord,
  readJson,
  writeJson,
  type KeyValueStorage,
} from "./local-storage";

export const BOOKING_STORAGE_KEY = "booking";

export interface StoredBooking {
  /** The chosen treatments' ids (content's `id`, the file name), in the order they were added. */
  treatments: string[];
  choices: BookingChoices;
}

export const EMPTY_BOOKING: StoredBooking = { treatments: [], choices: NO_CHOICES };

export interface BookingContext {
  /** The treatments content has today. */
  treatmentIds: readonly string[];
  /** The day parts on offer. */
  dayPartIds: readonly string[];
}

/**
 * What was stored, checked against today's content: a treatment content no longer has, a time of
 * day no longer offered or a value of the wrong kind is dropped, and the rest kept. Anything
 * unreadable is an empty booking, never an error. A day now past (or too far ahead) is dropped by
 * the booking panel, which has the calendar's code (BookingPanel): the list, which reads the
 * booking as the page starts, carries none of it.
 */
export function parseStoredBooking(value: unknown, context: BookingContext): StoredBooking {
  if (!isRecord(value)) return EMPTY_BOOKING;
  const known = new Set(context.treatmentIds);
  const listed = Array.isArray(value.treatments) ? (value.treatments as unknown[]) : [];
  const treatments = [
    ...new Set(listed.filter((id): id is string => typeof id === "string" && known.has(id))),
  ];
  const choices = isRecord(value.choices) ? value.choices : {};
  const text = (key: keyof BookingChoices) =>
    typeof choices[key] === "string" ? (choices[key] as string) : "";
  const timeOfDay = text("timeOfDay");
  return {
    treatments,
    choices: {
      day: text("day"),
      timeOfDay: context.dayPartIds.includes(timeOfDay) ? timeOfDay : "",
      name: text("name").slice(0, NAME_MAX_LENGTH),
    },
  };
}

export function isEmptyBooking({ treatments, choices }: StoredBooking): boolean {
  return treatments.length === 0 && Object.values(choices).every((value) => value === "");
}

export function loadBooking(
  context: BookingContext,
  storage: KeyValueStorage | null = browserStorage(),
): StoredBooking {
  return parseStoredBooking(readJson(storage, BOOKING_STORAGE_KEY), context);
}

/** Keeps the booking; an empty one leaves nothing behind. */
export function saveBooking(
  booking: StoredBooking,
  storage: KeyValueStorage | null = browserStorage(),
): void {
  writeJson(storage, BOOKING_STORAGE_KEY, isEmptyBooking(booking) ? null : booking);
}

/**
 * Whether a booking was kept on an earlier visit (an empty one leaves nothing: saveBooking), read
 * without parsing it: the page asks as it starts, to show it at once (src/pages/services.tsx).
 */
export function hasStoredBooking(storage: KeyValueStorage | null = browserStorage()): boolean {
  return readJson(storage, BOOKING_STORAGE_KEY) !== undefined;
}
