import { Box, Text } from "@chakra-ui/react";
import { useStrings } from "../../hooks/use-strings";

// On wide screens, the column beside the list before anything is chosen, and while the booking
// panel's code is on its way: it keeps the column's place, so nothing moves when the panel comes.
export function BookingHint() {
  const words = useStrings().booking;
  return (
    <Box
      display={{ base: "none", lg: "block" }}
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
