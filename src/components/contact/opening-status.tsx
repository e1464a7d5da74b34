import { Box, Flex, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useStrings } from "../../hooks/use-strings";
import { openingStatus, type OpeningHours, type OpeningStatus } from "../../lib/opening-hours";

const REFRESH_MS = 60_000;

// The static HTML was built at some other time, so it shows an empty line of the same height; the
// visitor's device fills it in after hydration (and keeps it right while the page stays open).
export function OpeningStatusLine({ opens, closes, timeZone }: OpeningHours) {
  const [status, setStatus] = useState<OpeningStatus | null>(null);
  const { openNow, closedOpens } = useStrings().contact;

  useEffect(() => {
    const update = () =>
      setStatus(openingStatus(new Date(), { opens, closes, timeZone }, { openNow, closedOpens }));
    update();
    const timer = window.setInterval(update, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [opens, closes, timeZone, openNow, closedOpens]);

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
