import { bookingDayLimits, type DayLimits } from "../lib/booking-days";
import { UTC_OFFSETS, type ZoneOffsets } from "../lib/zone-offsets";

/**
 * The salon's time zone as the booking needs it: its offsets from UTC (the hours' `offsets`);
 * null when the build didn't know the zone (it warned), and then the booking goes by UTC.
 */
export interface BookingHours {
  readonly offsets: ZoneOffsets | null;
}

/**
 * The days a visitor may ask for: today to 60 days ahead in the salon's time zone, worked out at
 * every render of the booking panel (its only reader), so a page left open overnight offers no day
 * that has passed. It is arithmetic on the device's clock (src/lib/zone-offsets.ts), so there is
 * nothing to keep. Only the panel's lazy chunk holds this code.
 */
export function useDayLimits({ offsets }: BookingHours): DayLimits {
  return bookingDayLimits(new Date(), offsets ?? UTC_OFFSETS);
}
