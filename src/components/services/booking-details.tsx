import { Box, Button, Flex, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { memo, useMemo } from "react";
import { FaWhatsapp } from "react-icons/fa6";
import { useStrings } from "../../hooks/use-strings";
import type { DayLimits, DayPart } from "../../../shared/lib/booking-days";
import { bookingRequestLink } from "../../../shared/lib/booking-message";
import {
  bookingTotals,
  type BookingChoices,
  type BookingTreatment,
} from "../../../shared/lib/booking-request";
import { LinkButton } from "../common/link-button";
import { BookingFields } from "./booking-fields";
import { BookingItems } from "./booking-items";

const SEND_NOTE_ID = "your-booking-send-note";

const Totals = chakra("dl", {
  base: {
    display: "grid",
    gridTemplateColumns: "auto 1fr",
    columnGap: "4",
    rowGap: "1",
    py: "3",
    borderYWidth: "1px",
    borderColor: "border",
    "& dt": { color: "fg.muted" },
    "& dd": { fontWeight: "700", textAlign: "end" },
  },
});

interface BookingDetailsProps {
  chosen: BookingTreatment[];
  choices: BookingChoices;
  parts: readonly DayPart[];
  limits: DayLimits;
  whatsapp: string;
  headingId: string;
  onRemove: (treatment: BookingTreatment) => void;
  removeRef: (slug: string, node: HTMLButtonElement | null) => void;
  onChoice: (key: keyof BookingChoices, value: string) => void;
  onClear: () => void;
}

// What the booking panel opens into: the chosen treatments, their totals, the optional details and
// the request. Memoised: opening and closing the phone's bar renders only the panel's frame, not
// the list and the form (a tap on a low-tier phone answered in 300-450 ms with them).
export const BookingDetails = memo(function BookingDetails({
  chosen,
  choices,
  parts,
  limits,
  whatsapp,
  headingId,
  onRemove,
  removeRef,
  onChoice,
  onClear,
}: BookingDetailsProps) {
  const strings = useStrings();
  const words = strings.booking;
  const totals = useMemo(() => bookingTotals(chosen, strings.formats), [chosen, strings]);
  const link = bookingRequestLink(whatsapp, {
    treatments: chosen,
    choices,
    parts,
    limits,
    words: words.message,
    formats: strings.formats,
  });
  return (
    <>
      <Flex align="baseline" justify="space-between" gap="3" mb="1">
        <Heading as="h2" id={headingId} display={{ base: "none", lg: "block" }} fontSize="2xl">
          {words.region}
        </Heading>
        <Text color="fg.muted" fontSize="sm" data-testid="booking-count">
          {totals.countText}
        </Text>
      </Flex>
      <BookingItems chosen={chosen} onRemove={onRemove} removeRef={removeRef} />
      <Totals mt="2">
        <dt>{words.totalTime}</dt>
        <dd data-testid="booking-total-time">{totals.timeText}</dd>
        <dt>{words.totalPrice}</dt>
        <dd data-testid="booking-total-price">{totals.priceText}</dd>
      </Totals>
      <Box mt="4">
        <BookingFields choices={choices} limits={limits} parts={parts} onChange={onChoice} />
      </Box>
      {/* The request stays in reach while the list above it scrolls. */}
      <Box position="sticky" bottom="0" mt="3" py="2" bg="bg.panel">
        <LinkButton
          asChild
          size="lg"
          w="full"
          bg="accent.solid"
          color="accent.contrast"
          borderRadius="full"
          _hover={{ bg: "accent.hover" }}
        >
          <a href={link} target="_blank" rel="noopener noreferrer" aria-describedby={SEND_NOTE_ID}>
            <FaWhatsapp aria-hidden focusable={false} />
            {words.send}
          </a>
        </LinkButton>
      </Box>
      <Stack gap="2">
        <Text id={SEND_NOTE_ID} fontSize="xs" color="fg.muted" textAlign="center">
          {words.sendNote}
        </Text>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          alignSelf="center"
          color="accent"
          _hover={{ bg: "accent.subtle" }}
          onClick={onClear}
        >
          {words.clear}
        </Button>
      </Stack>
    </>
  );
});
