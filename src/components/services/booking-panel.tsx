import { Box, Button, Flex, VisuallyHidden } from "@chakra-ui/react";
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
} from "react";
import { LuChevronDown } from "react-icons/lu";
import type { Booking } from "../../hooks/use-booking";
import { useDayLimits, type BookingHours } from "../../hooks/use-day-limits";
import { usePricesNow } from "../../hooks/use-salon-today";
import { useDomDisclosure } from "../../hooks/use-dom-disclosure";
import { useReservedBottomSpace } from "../../hooks/use-reserved-bottom-space";
import { useStrings } from "../../hooks/use-strings";
import { isDayAllowed, partsOn } from "../../../shared/lib/booking-days";
import { bookingTotals, type BookingTreatment } from "../../../shared/lib/booking-request";
import { Panel } from "../common/panel";
import { BookingDetails } from "./booking-details";

interface BookingPanelProps {
  booking: Booking;
  /** The salon's time zone, for the days a visitor may ask for. */
  hours: BookingHours;
  whatsapp: string;
  onRemove: (treatment: BookingTreatment) => void;
  onClear: () => void;
  /** Where focus goes once the booking is empty (its controls are gone). */
  onEmptied: () => void;
}

const HEADING_ID = "your-booking-heading";
const DETAILS_ID = "your-booking-details";

// The chosen treatments, their totals, the optional details and the request. On phones and tablets
// it is a bar fixed at the bottom that opens into the whole list; on wide screens, a panel beside
// the treatments that follows the visitor down the list.
export function BookingPanel({
  booking,
  hours,
  whatsapp,
  onRemove,
  onClear,
  onEmptied,
}: BookingPanelProps) {
  const { choices, parts } = booking;
  // During an offer, at its price (on the visitor's clock), in the totals and the message.
  const chosen = usePricesNow(booking.chosen);
  const today = useDayLimits(hours);
  // The same limits while the day stays the same, so the memoised details skip a render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const limits = useMemo(() => today, [today.min, today.max]);
  const sectionRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const detailsRef = useRef<HTMLDivElement>(null);
  const { isOpen, setOpen, toggle } = useDomDisclosure(toggleRef, detailsRef);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  const strings = useStrings();
  const words = strings.booking;
  const totals = useMemo(() => bookingTotals(chosen, strings.formats), [chosen, strings]);

  useReservedBottomSpace(sectionRef, true);

  // A day stored on an earlier visit that has since passed (or is now too far ahead) is dropped
  // as the panel first shows the stored booking; a day typed since is the field's to judge.
  useEffect(() => {
    if (choices.day && !isDayAllowed(choices.day, limits)) booking.setChoice("day", "");
    // Only the booking as it was stored, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // After a Remove, its neighbour's Remove takes the focus.
    if (focusNext.current) removeButtons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [chosen]);

  // Stable while the booking is (opening the bar changes none of them), for the memoised details.
  const remove = useCallback(
    (treatment: BookingTreatment) => {
      const index = chosen.findIndex((item) => item.slug === treatment.slug);
      const neighbour = chosen[index + 1] ?? chosen[index - 1];
      focusNext.current = neighbour?.slug ?? null;
      onRemove(treatment);
      if (!neighbour) onEmptied();
    },
    [chosen, onRemove, onEmptied],
  );
  const removeRef = useCallback((slug: string, node: HTMLButtonElement | null) => {
    if (node) removeButtons.current.set(slug, node);
    else removeButtons.current.delete(slug);
  }, []);
  const clear = useCallback(() => {
    onClear();
    onEmptied();
  }, [onClear, onEmptied]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && isOpen()) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  // On a phone the open list covers the page: once focus moves on to the page, it closes so it
  // never hides the focused control. (Focus leaving the window, e.g. to WhatsApp, leaves it open.)
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (isOpen() && next instanceof Node && !sectionRef.current?.contains(next)) setOpen(false);
  };

  return (
    <Panel
      as="section"
      ref={sectionRef}
      aria-labelledby={HEADING_ID}
      data-testid="booking-panel"
      position={{ base: "fixed", lg: "sticky" }}
      insetX={{ base: "0", lg: "auto" }}
      bottom={{ base: "0", lg: "auto" }}
      top={{ lg: "6rem" }}
      mt={{ lg: "8" }}
      zIndex={{ base: "sticky", lg: "auto" }}
      borderWidth={{ base: "1px 0 0", lg: "1px" }}
      borderBottomRadius={{ base: "0", lg: "2xl" }}
      boxShadow={{ base: "2xl", lg: "sm" }}
      pb={{ base: "env(safe-area-inset-bottom)", lg: "0" }}
      animation={{ base: "booking-bar-in 240ms ease-out", lg: "none" }}
      _motionReduce={{ animation: "none" }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Button
        ref={toggleRef}
        type="button"
        display={{ base: "flex", lg: "none" }}
        variant="ghost"
        w="full"
        h="auto"
        minH="14"
        px="4"
        py="2"
        justifyContent="space-between"
        textAlign="start"
        borderRadius="2xl"
        color="fg"
        _hover={{ bg: "accent.subtle" }}
        // The open state is styled by attribute, not by a class of its own: a class first used on
        // the tap would make Emotion insert its @layer and @media rules then, and Chromium
        // re-lays out the whole page for each such rule (a plain rule costs it nothing). The
        // attribute is set outside React (useDomDisclosure), so the tap renders nothing; both its
        // words (View, Hide) are there, one shown by it.
        _expanded={{
          borderBottomRadius: "0",
          "& [data-chevron]": { transform: "none" },
          "& [data-when=closed]": { display: "none" },
        }}
        css={{ "&:not([aria-expanded=true]) [data-when=open]": { display: "none" } }}
        aria-controls={DETAILS_ID}
        onClick={toggle}
        data-testid="booking-bar"
      >
        <Box as="span" display="block" minW="0">
          <Box as="span" display="block" textStyle="eyebrow" fontSize="xs" color="accent">
            {words.region}
          </Box>
          {/* The name read out is the visible text ("Your booking: 2 treatments · KES 900"). */}
          <VisuallyHidden>: </VisuallyHidden>
          <Box as="span" display="block" fontWeight="700" whiteSpace="normal">
            {totals.summary}
          </Box>
        </Box>
        <Flex as="span" align="center" gap="1" color="accent" fontSize="sm" aria-hidden>
          <span data-when="open">{words.hide}</span>
          <span data-when="closed">{words.show}</span>
          <Box
            as="span"
            display="flex"
            transform="rotate(180deg)"
            transition="transform 200ms ease"
            data-chevron=""
          >
            <LuChevronDown size={18} />
          </Box>
        </Flex>
      </Button>

      <Box
        ref={detailsRef}
        id={DETAILS_ID}
        display={{ base: "none", lg: "block" }}
        css={{
          "&[data-open]": { display: "block" },
          // Closed on a phone, once the browser has had an idle moment (useDomDisclosure): laid out
          // below the bar, off the screen and unseen, so the first tap on the bar only shows it.
          "&[data-prepared]:not([data-open])": {
            lgDown: {
              display: "block",
              position: "absolute",
              insetInline: "0",
              top: "100%",
              visibility: "hidden",
            },
          },
        }}
        maxH={{ base: "calc(100dvh - 12rem)", lg: "calc(100vh - 8rem)" }}
        overflowY="auto"
        // A field scrolled to by the keyboard stops above the Send button stuck to the bottom.
        scrollPaddingBottom="5rem"
        px={{ base: "4", lg: "5" }}
        pt={{ base: "1", lg: "5" }}
        pb={{ base: "4", lg: "5" }}
      >
        <BookingDetails
          chosen={chosen}
          choices={choices}
          parts={partsOn(choices.day, parts, limits)}
          limits={limits}
          whatsapp={whatsapp}
          headingId={HEADING_ID}
          onRemove={remove}
          removeRef={removeRef}
          onChoice={booking.setChoice}
          onClear={clear}
        />
      </Box>
    </Panel>
  );
}
