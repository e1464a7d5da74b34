import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { bookingDayLimits, dayParts, type DayLimits, type DayPart } from "../lib/booking-days";
import { type BookingChoices, type BookingTreatment } from "../lib/booking-request";
import {
  BOOKING_STORAGE_KEY,
  EMPTY_BOOKING,
  loadBooking,
  saveBooking,
  type StoredBooking,
} from "../lib/booking-storage";
import type { OpeningHours } from "../lib/opening-hours";

export interface Booking {
  /** False until the stored booking has been read in the browser (and always on the server). */
  ready: boolean;
  /** The chosen treatments, in the order they were added. */
  chosen: BookingTreatment[];
  choices: BookingChoices;
  /** Today to 60 days ahead in the salon's time zone; null until ready. */
  limits: DayLimits | null;
  parts: DayPart[];
  has: (slug: string) => boolean;
  add: (slug: string) => void;
  remove: (slug: string) => void;
  clear: () => void;
  setChoice: (key: keyof BookingChoices, value: string) => void;
}

/**
 * The treatments a visitor has picked and the optional details, kept in localStorage so they
 * survive a reload or a visit to another page. Read only after hydration: the server's page has
 * no booking, and neither has the browser's first render, so the two match.
 */
export function useBooking(treatments: readonly BookingTreatment[], hours: OpeningHours): Booking {
  const [state, setState] = useState<StoredBooking>(EMPTY_BOOKING);
  const [limits, setLimits] = useState<DayLimits | null>(null);
  const parts = useMemo(() => dayParts(hours), [hours]);
  const context = useMemo(
    () =>
      limits && {
        treatmentIds: treatments.map((treatment) => treatment.slug),
        dayPartIds: parts.map((part) => part.id),
        limits,
      },
    [treatments, parts, limits],
  );

  useEffect(() => {
    startTransition(() => setLimits(bookingDayLimits(new Date(), hours.timeZone)));
  }, [hours.timeZone]);

  useEffect(() => {
    if (!context) return undefined;
    startTransition(() => setState(loadBooking(context)));
    // Another tab of the site changed the booking: show the same one here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === BOOKING_STORAGE_KEY || event.key === null) setState(loadBooking(context));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [context]);

  const update = useCallback((change: (current: StoredBooking) => StoredBooking) => {
    setState((current) => {
      const next = change(current);
      saveBooking(next);
      return next;
    });
  }, []);

  const bySlug = useMemo(
    () => new Map(treatments.map((treatment) => [treatment.slug, treatment])),
    [treatments],
  );
  const chosen = useMemo(
    () => state.treatments.flatMap((slug) => bySlug.get(slug) ?? []),
    [state.treatments, bySlug],
  );

  return {
    ready: context !== null,
    chosen,
    choices: state.choices,
    limits,
    parts,
    has: (slug) => state.treatments.includes(slug),
    add: (slug) =>
      update((current) =>
        current.treatments.includes(slug)
          ? current
          : { ...current, treatments: [...current.treatments, slug] },
      ),
    remove: (slug) =>
      update((current) => ({
        ...current,
        treatments: current.treatments.filter((item) => item !== slug),
      })),
    clear: () => update(() => EMPTY_BOOKING),
    setChoice: (key, value) =>
      update((current) => ({ ...current, choices: { ...current.choices, [key]: value } })),
  };
}
