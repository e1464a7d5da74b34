import { graphql, useStaticQuery } from "gatsby";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { BookableTreatment } from "../../shared/lib/treatment-line";
import { priceNow, type Offer } from "../../shared/lib/offer";
import { wallTime, type ZoneOffsets } from "../../shared/lib/zone-offsets";

// Today on the salon's calendar, on the visitor's clock, for what ends on a day (a treatment's
// offer): null in the server's HTML and while the page hydrates, so the first render is the
// build's, then the day as the visitor's device tells it (React re-renders what reads it once
// hydrated, without a mismatch: useSyncExternalStore's server snapshot). The salon's time zone's
// offsets come from the build (shared/lib/zone-offsets.ts: no Intl in the browser).

const query = graphql`
  query SalonClock {
    siteYaml(locale: { eq: "en" }) {
      hours {
        offsets {
          from
          minutes
        }
      }
    }
  }
`;

/** How often a page left open looks at the clock again (the day may have changed). */
const EVERY_MINUTE = 60_000;

// One timer for every reader (each row's Book Now reads the day): it runs while any listens.
const listeners = new Set<() => void>();
let timer: number | undefined;

function subscribe(changed: () => void): () => void {
  listeners.add(changed);
  timer ??= window.setInterval(() => listeners.forEach((listener) => listener()), EVERY_MINUTE);
  return () => {
    listeners.delete(changed);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const beforeHydration = () => null;

/** "YYYY-MM-DD" on the salon's calendar, or null before the page has hydrated (and at build). */
export function useSalonToday(): string | null {
  const offsets: ZoneOffsets | null | undefined =
    useStaticQuery<Queries.SalonClockQuery>(query).siteYaml?.hours.offsets;
  const today = useCallback(() => (offsets ? wallTime(new Date(), offsets).day : null), [offsets]);
  return useSyncExternalStore(subscribe, today, beforeHydration);
}

type WithOffer = BookableTreatment & { readonly offer?: Offer | null };

/** A treatment as Book Now takes it today: at its offer's price during one. */
export function usePriceNow<T extends WithOffer>(treatment: T): T {
  return priceNow(treatment, useSalonToday());
}

/**
 * Treatments as the booking takes them today: at their offers' prices during one. The same list
 * while the treatments and the day are the same, for the booking's memoised details.
 */
export function usePricesNow<T extends WithOffer>(treatments: readonly T[]): T[] {
  const today = useSalonToday();
  return useMemo(
    () => treatments.map((treatment) => priceNow(treatment, today)),
    [treatments, today],
  );
}
