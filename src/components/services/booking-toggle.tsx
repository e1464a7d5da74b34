import { Button } from "@chakra-ui/react";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../../shared/lib/locale";
import { SCRIPTED_CLASS } from "../../../shared/lib/color-mode-script";
import { BOOKING_READY } from "./booking-ready";
import { ToggleIcon } from "./toggle-icon";

interface BookingToggleProps {
  name: string;
  added: boolean;
  onToggle: () => void;
}

// A toggle button: the label stays, aria-pressed and the tick say whether the treatment is in; its
// name adds the treatment's ("Add to booking: Manicure").
// Until the booking works it keeps its place but is invisible (and so neither focusable nor
// announced): no dead control before the script runs, and no row moving when it appears. With no
// script at all (no class from the colour-mode script on <html>) it takes no place either. The list
// shows it once the booking works (BOOKING_READY), so its row doesn't render again for that.
export function BookingToggle({ name, added, onToggle }: BookingToggleProps) {
  const words = useStrings().booking;
  return (
    <Button
      type="button"
      variant="outline"
      size={{ base: "sm", md: "md" }}
      borderRadius="full"
      px={{ base: "4", md: "5" }}
      borderColor="accent"
      color="accent"
      bg="bg.panel"
      _hover={{ bg: "accent.subtle" }}
      _pressed={{ bg: "accent.subtle" }}
      aria-label={fill(words.addLabel, { name })}
      aria-pressed={added}
      visibility="hidden"
      css={{
        [`${BOOKING_READY} &`]: { visibility: "visible" },
        // With no script at all it never shows: it takes no room either.
        [`html:not(.${SCRIPTED_CLASS}) &`]: { display: "none" },
      }}
      onClick={onToggle}
      data-booking-toggle=""
    >
      <ToggleIcon checked={added} />
      {words.add}
    </Button>
  );
}
