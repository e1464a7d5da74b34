import { Button } from "@chakra-ui/react";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../lib/locale";
import { ToggleIcon } from "./toggle-icon";

interface BookingToggleProps {
  name: string;
  added: boolean;
  /** False until the booking works (before hydration, or without JavaScript). */
  ready: boolean;
  onToggle: () => void;
}

// A toggle button: the label stays, aria-pressed and the tick say whether the treatment is in; its
// name adds the treatment's ("Add to booking: Manicure").
// Until the booking works it keeps its place but is invisible (and so neither focusable nor
// announced): no dead control without JavaScript, and no row moving when it appears.
export function BookingToggle({ name, added, ready, onToggle }: BookingToggleProps) {
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
      visibility={ready ? "visible" : "hidden"}
      onClick={onToggle}
      data-booking-toggle=""
    >
      <ToggleIcon checked={added} />
      {words.add}
    </Button>
  );
}
