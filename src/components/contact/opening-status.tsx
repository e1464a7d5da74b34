import { Box, Flex, Text } from "@chakra-ui/react";
import { startTransition, useEffect, useState } from "react";
import { useStrings } from "../../hooks/use-strings";
import { openingStatus, type HoursOnTheClock, type OpeningStatus } from "../../lib/opening-status";

const REFRESH_MS = 60_000;

// The static HTML was built at some other time, so it shows an empty line of the same height; the
// visitor's device fills it in after hydration (and keeps it right while the page stays open),
// in a transition: React renders it in slices, after the Menu button's update at mount, which is
// urgent. The salon's clock comes from the offsets the build wrote (src/lib/zone-offsets.ts), not
// from Intl, whose first use is a long task on a phone.
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
