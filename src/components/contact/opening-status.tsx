import { startTransition, useEffect, useState } from "react";
import { useStrings } from "../../hooks/use-strings";
import { openingStatus, type HoursOnTheClock, type OpeningStatus } from "../../lib/opening-status";

const REFRESH_MS = 60_000;

// The static HTML was built at some other time, so it shows an empty line of the same height; the
// visitor's device fills it in once the line has hydrated (and keeps it right while the page stays
// open), in a transition: React renders it in slices. The salon's clock comes from the offsets the
// build wrote (shared/lib/zone-offsets.ts), not from Intl, whose first use is a long task on a
// phone.
export function OpeningStatusLine({ hours }: { hours: HoursOnTheClock }) {
  const [status, setStatus] = useState<OpeningStatus | null>(null);
  const strings = useStrings();
  const { openNow } = strings.contact;

  useEffect(() => {
    const { closedOpensOn, withNote } = strings.contact;
    const later = { closedOpensOn, withNote, date: strings.formats.date };
    const update = () => {
      const next = openingStatus(new Date(), hours, openNow, later);
      startTransition(() => setStatus(next));
    };
    update();
    const timer = window.setInterval(update, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [hours, openNow, strings]);

  // Plain elements, their look in the theme (shared/theme/shell.ts): the line is an island,
  // hydrated on its own in a section that never hydrates (contact-details.tsx), and Chakra's code
  // is not in the page's first scripts.
  return (
    <div className="opening-status" data-open={status?.open} data-testid="opening-status">
      {status && (
        <>
          <span className="opening-status-dot" aria-hidden />
          <span className="opening-status-text">{status.text}</span>
        </>
      )}
    </div>
  );
}
