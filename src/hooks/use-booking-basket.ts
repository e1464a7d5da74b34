import type { DayPart } from "../../shared/lib/booking-days";
import { bookingChangeText, type BookingTreatment } from "../../shared/lib/booking-request";
import { useAnnouncer } from "./use-announcer";
import { useBooking, type Booking } from "./use-booking";
import { useLatestCallback } from "./use-latest-callback";
import { useStrings } from "./use-strings";

export interface BookingBasket {
  booking: Booking;
  /** Adds the treatment, or takes it out, and says so. The same function on every render. */
  toggle: (treatment: BookingTreatment) => void;
  /** Empties the booking, and says so. */
  clear: () => void;
  /** What the basket's live region says (the last change). */
  announcement: string;
}

/**
 * The booking basket wherever a treatment can be added to it (the services list, a treatment's
 * page): the stored booking, and each change said in a polite live region ("Manicure added: 2
 * treatments · KES 1,900").
 */
export function useBookingBasket(
  /** Every treatment a stored booking may hold, in the page's words. */
  treatments: readonly BookingTreatment[],
  parts: readonly DayPart[],
): BookingBasket {
  const booking = useBooking(treatments, parts);
  const strings = useStrings();
  const [announcement, announce] = useAnnouncer();
  const toggle = useLatestCallback((treatment: BookingTreatment) => {
    const added = !booking.has(treatment.slug);
    const remaining = added
      ? [...booking.chosen, treatment]
      : booking.chosen.filter((item) => item.slug !== treatment.slug);
    if (added) booking.add(treatment.slug);
    else booking.remove(treatment.slug);
    announce(
      bookingChangeText(
        added ? "added" : "removed",
        treatment.name.text,
        remaining,
        strings.booking.changed,
        strings.formats,
      ),
    );
  });
  const clear = useLatestCallback(() => {
    booking.clear();
    announce(strings.booking.cleared);
  });
  return { booking, toggle, clear, announcement };
}
