import { startTransition, useEffect, useState } from "react";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../../shared/lib/locale";
import { specialFrom } from "../../../shared/lib/special-hours";
import { wallTime, type ZoneOffsets } from "../../../shared/lib/zone-offsets";
// Its type only: `T` and `langOf` come with Chakra's code (t.tsx), which an island does without.
import type { ContentText } from "../common/t";

/** A special day as the contact page's query gives it: its days, its line, its note. */
export interface SpecialHoursLine {
  readonly from: string;
  readonly to: string;
  readonly line: string;
  readonly note: ContentText | null;
}

// Holidays and special hours under the contact page's opening hours, one line each. The build
// lists the days not over when it ran; a day that ends later drops out on the visitor's device
// after hydration (on the salon's calendar, from the offsets the build wrote: no Intl), so the
// server's HTML and the first render agree. Like the open-now line beside it, it is an island in
// a section that never hydrates (contact-details.tsx): plain elements whose look is the theme's
// (shared/theme/shell.ts), so its code holds none of Chakra's.
export function SpecialHours({
  special,
  offsets,
}: {
  special: readonly SpecialHoursLine[];
  offsets: ZoneOffsets | null;
}) {
  const strings = useStrings();
  const [shown, setShown] = useState(special);

  useEffect(() => {
    if (!offsets) return;
    const today = wallTime(new Date(), offsets).day;
    startTransition(() => setShown(specialFrom(special, today)));
  }, [special, offsets]);

  if (shown.length === 0) return null;
  const [beforeNote, afterNote = ""] = strings.contact.withNote.split("{note}");
  return (
    <div className="special-hours" data-testid="special-hours">
      <p className="special-hours-heading">{strings.contact.special.heading}</p>
      <ul className="special-hours-list">
        {shown.map(({ from, line, note }) => (
          <li key={from}>
            {note ? (
              <>
                {fill(beforeNote!, { status: line })}
                <span lang={note.lang ?? undefined}>{note.text}</span>
                {afterNote}
              </>
            ) : (
              line
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
