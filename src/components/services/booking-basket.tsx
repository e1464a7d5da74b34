import { Box } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { lazy, Suspense } from "react";
import type { BookingHours } from "../../hooks/use-day-limits";
import type { BookingBasket as Basket } from "../../hooks/use-booking-basket";
import { ChunkBoundary } from "../common/chunk-boundary";
import { BookingHint } from "./booking-hint";

// The list, totals, optional details and the message: fetched when the first treatment is chosen
// (or right after load when a booking was stored), not with the page. The toggles and the stored
// choice live with the page's part (useBookingBasket), so a press made before the panel's code
// arrives is kept and announced at once.
const BookingPanel = lazy(() =>
  import(/* webpackChunkName: "booking-panel" */ "./booking-panel").then((module) => ({
    default: module.BookingPanel,
  })),
);

/**
 * The booking beside the treatments: the panel once one is chosen (a bar at a phone's foot), the
 * hint before (on wide screens; in the server's HTML too, shown once the booking works).
 */
export function BookingBasket({
  basket,
  hours,
  whatsapp,
  onEmptied,
  hint = true,
}: {
  basket: Basket;
  hours: BookingHours;
  whatsapp: string;
  /** Where focus goes once the booking is empty (its controls are gone). */
  onEmptied: () => void;
  /** Whether the hint keeps the panel's column on wide screens before a treatment is chosen. */
  hint?: boolean;
}) {
  const { booking } = basket;
  const waiting = hint ? <BookingHint /> : null;
  if (!booking.ready || booking.chosen.length === 0) return waiting;
  return (
    // If its code can't be fetched (a dropped connection), Book Now still works.
    <ChunkBoundary fallback={null}>
      <Suspense fallback={waiting}>
        <BookingPanel
          booking={booking}
          hours={hours}
          whatsapp={whatsapp}
          onRemove={basket.toggle}
          onClear={basket.clear}
          onEmptied={onEmptied}
        />
      </Suspense>
    </ChunkBoundary>
  );
}

/** The basket's polite live region, always in the page so screen readers watch it. */
export function BookingAnnouncer({ announcement }: { announcement: string }) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" srOnly data-testid="booking-announcer">
      {announcement}
    </Box>
  );
}

// What booking needs of the salon's facts, asked for by each page that books (the services list, a
// treatment's page): the WhatsApp number and the opening hours the preferred day is checked against.
export const query = graphql`
  fragment BookingSite on SiteYaml {
    whatsapp
    hours {
      offsets {
        from
        minutes
      }
      dayParts {
        id
        label
        text
      }
    }
  }
`;
