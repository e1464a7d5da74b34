import { Box, Button, Flex, Text, VisuallyHidden } from "@chakra-ui/react";
import { LuX } from "react-icons/lu";
import { useStrings } from "../../hooks/use-strings";
import type { BookingTreatment } from "../../../shared/lib/booking-request";
import { formatDuration } from "../../../shared/lib/duration";
import { fill } from "../../../shared/lib/locale";
import { formatPrice } from "../../../shared/lib/price";
import { T } from "../common/t";

interface BookingItemsProps {
  chosen: readonly BookingTreatment[];
  onRemove: (treatment: BookingTreatment) => void;
  /** Keeps each Remove button, so focus can move to a neighbour when one goes. */
  removeRef: (slug: string, node: HTMLButtonElement | null) => void;
}

export function BookingItems({ chosen, onRemove, removeRef }: BookingItemsProps) {
  const strings = useStrings();
  const { formats } = strings;
  const durationText = (duration: string) =>
    fill(strings.treatments.duration, { duration: formatDuration(duration, formats.durations) });
  const priceText = (price: string) => formatPrice(price, formats.priceOnRequest);
  return (
    <Box
      as="ul"
      m="0"
      p="0"
      listStyleType="none"
      css={{ "& > li + li": { borderTopWidth: "1px", borderColor: "border" } }}
    >
      {chosen.map((treatment) => (
        <Flex as="li" key={treatment.slug} py="2.5" gap="3" align="center" data-booking-item="">
          <Box flex="1" minW="0">
            <T text={treatment.name} fontWeight="600" lineHeight="1.35" />
            <Text fontSize="sm" color="fg.muted">
              {durationText(treatment.duration)} · {priceText(treatment.price)}
            </Text>
          </Box>
          <Button
            ref={(node) => removeRef(treatment.slug, node)}
            type="button"
            variant="ghost"
            size="sm"
            color="accent"
            _hover={{ bg: "accent.subtle" }}
            onClick={() => onRemove(treatment)}
          >
            <LuX aria-hidden focusable={false} />
            {strings.booking.remove}
            <T text={treatment.name} component={VisuallyHidden}>
              {" "}
              {treatment.name.text}
            </T>
          </Button>
        </Flex>
      ))}
    </Box>
  );
}
