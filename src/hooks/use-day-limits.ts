import { graphql, useStaticQuery } from "gatsby";
import {
  bookingDayLimits,
  type DayLimits,
  type SpecialDayParts,
} from "../../shared/lib/booking-days";
import { closedDays } from "../../shared/lib/special-hours";
import { UTC_OFFSETS, type ZoneOffsets } from "../../shared/lib/zone-offsets";
import { usePageLocale } from "./use-strings";

/**
 * The salon's time zone as the booking needs it: its offsets from UTC (the hours' `offsets`);
 * null when the build didn't know the zone (it warned), and then the booking goes by UTC.
 */
export interface BookingHours {
  readonly offsets: ZoneOffsets | null;
}

/** A special day as the booking reads it: its days, whether it opens, its parts of the day. */
type SpecialBookingDay = SpecialDayParts & { readonly opens: string | null };

// The holidays and special hours in every language (their parts of the day are named in each):
// the booking panel's own query, so the services page's query stays as it is. Small: a few
// days, each a few words.
const query = graphql`
  query BookingSpecialDays {
    allSiteYaml {
      nodes {
        locale
        hours {
          upcoming {
            from
            to: lastDay
            opens
            dayParts {
              id
              label
              text
            }
          }
        }
      }
    }
  }
`;

/** The special days in the page's language. */
function useSpecialDays(): readonly SpecialBookingDay[] {
  const { locale } = usePageLocale();
  const { allSiteYaml } = useStaticQuery<Queries.BookingSpecialDaysQuery>(query);
  return allSiteYaml.nodes.find((node) => node.locale === locale)?.hours.upcoming ?? [];
}

/**
 * The days a visitor may ask for: today to 60 days ahead in the salon's time zone, without the
 * days it is closed all day, worked out at every render of the booking panel (its only reader),
 * so a page left open overnight offers no day that has passed. It is arithmetic on the device's
 * clock (shared/lib/zone-offsets.ts), so there is nothing to keep. The special days of other hours
 * come with their parts of the day. Only the panel's lazy chunk holds this code.
 */
export function useDayLimits({ offsets }: BookingHours): DayLimits {
  const special = useSpecialDays();
  const limits = bookingDayLimits(new Date(), offsets ?? UTC_OFFSETS);
  return {
    ...limits,
    closed: closedDays(limits.min, limits.max, special),
    special: special.filter(({ to }) => to >= limits.min),
  };
}
