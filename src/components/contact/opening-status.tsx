import { Box, Flex, Text } from "@chakra-ui/react";
import { startTransition, useEffect, useState } from "react";
import { useStrings } from "../../hooks/use-strings";
import { whenIdle } from "../../lib/idle";
import { openingStatus, type OpeningHours, type OpeningStatus } from "../../lib/opening-hours";

const REFRESH_MS = 60_000;

// The static HTML was built at some other time, so it shows an empty line of the same height; the
// visitor's device fills it in after hydration (and keeps it right while the page stays open).
//
// The first time a page asks `Intl` about a time zone, the browser loads the zone's data: about
// 14 ms of CPU here, 50-60 ms with a phone's CPU (4x). Run from the mount effect, that lookup
// lengthened the task that ends hydration on /contact/ into a long task; it now runs in a task of
// its own once the browser is idle, and the line is set in a transition (React renders it in
// slices, and it waits for the Menu button's update at mount, which is urgent).
export function OpeningStatusLine({
  opens,
  closes,
  timeZone,
  closed,
}: OpeningHours & {
  /** The line while the salon is closed, in the page's words (the hours' `closedStatus`). */
  closed: string;
}) {
  const [status, setStatus] = useState<OpeningStatus | null>(null);
  const { openNow } = useStrings().contact;

  useEffect(() => {
    const update = () => {
      const next = openingStatus(new Date(), { opens, closes, timeZone }, { openNow, closed });
      startTransition(() => setStatus(next));
    };
    const cancelFirst = whenIdle(update);
    const timer = window.setInterval(update, REFRESH_MS);
    return () => {
      cancelFirst();
      window.clearInterval(timer);
    };
  }, [opens, closes, timeZone, openNow, closed]);

  return (
    <Flex align="center" gap="2" minH="6" data-testid="opening-status">
      {status && (
        <>
          <Box
            aria-hidden
            boxSize="2.5"
            borderRadius="full"
            bg={status.open ? "accent.gold" : "border.strong"}
            flexShrink="0"
          />
          <Text fontWeight="600" fontSize="sm" color={status.open ? "accent" : "fg.muted"}>
            {status.text}
          </Text>
        </>
      )}
    </Flex>
  );
}
