import { Box, Text } from "@chakra-ui/react";
import { useStrings } from "../../hooks/use-strings";
import { BOOKING_READY } from "./booking-ready";

// On wide screens, the column beside the list before anything is chosen, and while the booking
// panel's code is on its way: it keeps the column's place, so nothing moves when the panel comes.
// In the server's HTML too, hidden until the booking works (BOOKING_READY).
export function BookingHint() {
  const words = useStrings().booking;
  return (
    <Box
      display="none"
      css={{ [`${BOOKING_READY} &`]: { lg: { display: "block" } } }}
      position="sticky"
      top="6rem"
      mt="8"
      p="5"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.strong"
      borderRadius="2xl"
      color="fg.muted"
    >
      <Text>{words.hint}</Text>
    </Box>
  );
}
