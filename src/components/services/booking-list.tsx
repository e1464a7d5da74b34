import { Box, Container, Grid } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { useBookingBasket } from "../../hooks/use-booking-basket";
import { useExclusiveDetails } from "../../hooks/use-exclusive-details";
import type { BookingHours } from "../../hooks/use-day-limits";
import { useStrings } from "../../hooks/use-strings";
import type { DayPart } from "../../../shared/lib/booking-days";
import { uniqueKeys } from "../../lib/unique-keys";
import { Panel } from "../common/panel";
import { ScrollReveal } from "../common/scroll-reveal";
import { SectionHeading } from "../common/section-heading";
import type { ContentText } from "../common/t";
import { categoryPlaces, STATIC_LIST_ATTRIBUTE } from "../../lib/category-choice";
import { BookingAnnouncer, BookingBasket } from "./booking-basket";
import { BOOKING_READY } from "./booking-ready";
import { CategoryTabs, checkedCategory } from "./category-tabs";
import { DESCRIPTION_GROUP, TreatmentRow, type Sharing } from "./treatment-row";

interface BookingListProps {
  heading: ContentText;
  categories: readonly Queries.BookingCategoryFragment[];
  /** Every treatment once, in the list's order, each naming its categories. */
  treatments: readonly Queries.BookingTreatmentFragment[];
  whatsapp: string;
  /** What each row's Share control needs for its whole address and its words. */
  sharing: Sharing;
  /** The salon's time zone's offsets and the parts of the day it is open, in the page's words. */
  hours: BookingHours & { readonly dayParts: readonly DayPart[] };
}

const tabId = (id: string) => `booking-tab-${id}`;
// One panel for every tab: the list of every treatment, showing the selected category's rows.
const LIST_ID = "booking-list";
// The treatments by category, each with its duration, price and a WhatsApp booking link. The list
// holds every treatment once (the static HTML shows "All Services"); a tab shows its category's
// rows and hides the others (src/lib/category-choice.ts), so a switch renders no row's content.
// Before the page's script runs, the tabs are a choice of radio buttons and CSS in the page's <head>
// shows the category checked (staticCategoryCss); once it runs, the tab list starts on the
// category checked. Read More is the browser's own (one description open at a time: the disclosures share
// a name), so opening one renders nothing. Rows are memoised: adding a treatment renders only its
// row. Beside each Book Now, "Add to booking" collects treatments into one request (the booking
// panel); both appear only once the page's script runs, the panel's code with the first choice.
export function BookingList({
  heading,
  categories,
  treatments,
  whatsapp,
  sharing,
  hours,
}: BookingListProps) {
  const first = Math.max(
    0,
    categories.findIndex((category) => category.showsAll),
  );
  // Static until the page's script has run (after hydration, in a transition); then the tabs
  // start on the category the static choice had checked (a tap before the script is kept).
  const [interactive, setInteractive] = useState(false);
  const [chosen, setChosen] = useState(first);
  useEffect(() => {
    const checked = checkedCategory();
    startTransition(() => {
      if (checked !== null) setChosen(checked);
      setInteractive(true);
    });
  }, []);
  const strings = useStrings();
  const label = strings.treatments.categories;
  // Two tabs may share a short name (the build warns): each still gets its own element ids.
  const keys = useMemo(() => uniqueKeys(categories.map((category) => category.id)), [categories]);
  const selected = interactive ? chosen : null;
  // Each row with the places of the categories it is in.
  const rows = useMemo(
    () =>
      treatments.map((treatment) => ({
        treatment,
        places: categoryPlaces(treatment, categories),
      })),
    [treatments, categories],
  );
  const listRef = useRef<HTMLUListElement>(null);
  useExclusiveDetails(listRef, DESCRIPTION_GROUP);
  // The toggle is one function for every row, so memoised rows stay as they are.
  const basket = useBookingBasket(treatments, hours.dayParts);
  const { booking } = basket;
  // The heading and the tabs, as they were unless the tab or the words change: opening a
  // description or adding a treatment renders neither again.
  const top = useMemo(
    () => (
      <>
        <ScrollReveal>
          <SectionHeading
            id="booking-heading"
            heading={heading}
            size="md"
            mb={{ base: "6", md: "8" }}
          />
        </ScrollReveal>
        <CategoryTabs
          tabs={categories.map((category, index) => ({ id: keys[index]!, name: category.name }))}
          selected={selected}
          first={first}
          onSelect={setChosen}
          label={label}
          tabId={tabId}
          panelId={LIST_ID}
        />
      </>
    ),
    [heading, categories, keys, selected, first, label],
  );
  const focusList = () => document.getElementById(LIST_ID)?.focus();

  return (
    <Box
      as="section"
      aria-labelledby="booking-heading"
      bg="bg.subtle"
      py={{ base: "14", md: "20" }}
    >
      {/* Wider on wide screens once the booking works: the panel has a column beside the list. */}
      <Container
        maxW="5xl"
        css={{ [`&${BOOKING_READY}`]: { lg: { maxW: "7xl" } } }}
        data-booking-ready={booking.ready ? "" : undefined}
        // The page's <head> shows the static choice's category by this (src/pages/services.tsx).
        {...{ [STATIC_LIST_ATTRIBUTE]: interactive ? undefined : "" }}
      >
        {top}
        <Grid
          templateColumns="minmax(0, 1fr)"
          css={{ [`${BOOKING_READY} &`]: { lg: { gridTemplateColumns: "minmax(0, 1fr) 22rem" } } }}
          columnGap="8"
          alignItems="start"
        >
          <Panel
            raised
            id={LIST_ID}
            role={selected !== null ? "tabpanel" : undefined}
            aria-labelledby={selected !== null ? tabId(keys[selected]!) : undefined}
            tabIndex={selected !== null ? 0 : undefined}
            mt={{ base: "6", md: "8" }}
            overflow="hidden"
          >
            {/* Each row's top border; the first shown row's is drawn just outside the panel. */}
            <Box
              as="ul"
              ref={listRef}
              m="0"
              mt="-1px"
              p="0"
              listStyleType="none"
              css={{ "& > li": { borderTopWidth: "1px", borderColor: "border" } }}
            >
              {rows.map((row) => (
                <TreatmentRow
                  key={row.treatment.id}
                  treatment={row.treatment}
                  hidden={selected !== null && !row.places.includes(selected)}
                  inCategories={row.places.join(" ")}
                  whatsapp={whatsapp}
                  sharing={sharing}
                  added={booking.has(row.treatment.slug)}
                  onBookingToggle={basket.toggle}
                />
              ))}
            </Box>
          </Panel>
          <BookingBasket basket={basket} hours={hours} whatsapp={whatsapp} onEmptied={focusList} />
        </Grid>
        <BookingAnnouncer announcement={basket.announcement} />
      </Container>
    </Box>
  );
}

export const query = graphql`
  fragment BookingCategory on Category {
    id
    name {
      ...ContentText
    }
    showsAll
  }

  fragment BookingTreatment on Treatment {
    ...TreatmentRow
    categories
  }
`;
