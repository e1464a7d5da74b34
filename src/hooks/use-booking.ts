import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import type { DayPart } from "../../shared/lib/booking-days";
import { type BookingChoices, type BookingTreatment } from "../../shared/lib/booking-request";
import {
  BOOKING_STORAGE_KEY,
  EMPTY_BOOKING,
  loadBooking,
  saveBooking,
  type StoredBooking,
} from "../lib/booking-storage";

export interface Booking {
  /** False until the stored booking has been read in the browser (and always on the server). */
  ready: boolean;
  /** The chosen treatments, in the order they were added. */
  chosen: BookingTreatment[];
  choices: BookingChoices;
  parts: readonly DayPart[];
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
export function useBooking(
  treatments: readonly BookingTreatment[],
  /** The parts of the day the salon is open, named in the page's words (from the page's data). */
  parts: readonly DayPart[],
): Booking {
  const [state, setState] = useState<StoredBooking>(EMPTY_BOOKING);
  const [ready, setReady] = useState(false);
  const context = useMemo(
    () => ({
      treatmentIds: treatments.map((treatment) => treatment.slug),
      dayPartIds: parts.map((part) => part.id),
    }),
    [treatments, parts],
  );

  useEffect(() => {
    startTransition(() => {
      setState(loadBooking(context));
      setReady(true);
    });
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
    ready,
    chosen,
    choices: state.choices,
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
