import { Box, Container, Grid } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { useAnnouncer } from "../../hooks/use-announcer";
import { useBooking, type BookingHours } from "../../hooks/use-booking";
import { usePageLocale } from "../../hooks/use-strings";
import { bookingChangeText, type BookingTreatment } from "../../lib/booking-request";
import type { DayPart } from "../../lib/booking-days";
import { uniqueKeys } from "../../lib/unique-keys";
import { ChunkBoundary } from "../common/chunk-boundary";
import { Panel } from "../common/panel";
import { ScrollReveal } from "../common/scroll-reveal";
import { SectionHeading } from "../common/section-heading";
import { BookingHint } from "./booking-hint";
import { BookingToggle } from "./booking-toggle";
import { CategoryTabs } from "./category-tabs";
import { TreatmentRow } from "./treatment-row";
import { fallbackLang } from "../../lib/locale";

interface BookingListProps {
  heading: string;
  /** "en" where the heading shows English on a page in another language. */
  headingLang?: "en";
  categories: readonly Queries.BookingCategoryFragment[];
  whatsapp: string;
  /** The salon's time zone's offsets and the parts of the day it is open, in the page's words. */
  hours: BookingHours & { readonly dayParts: readonly DayPart[] };
}

/** Every treatment once, in the order the tabs list them. */
function allTreatments(categories: readonly Queries.BookingCategoryFragment[]): BookingTreatment[] {
  const bySlug = new Map<string, BookingTreatment>();
  for (const category of categories) {
    for (const treatment of category.treatments) {
      if (!bySlug.has(treatment.slug)) bySlug.set(treatment.slug, treatment);
    }
  }
  return [...bySlug.values()];
}

// The list, totals, optional details and the message: fetched when the first treatment is chosen
// (or right after load when a booking was stored), not with the page. The toggles and the stored
// choice live here, so a press made before the panel's code arrives is kept and announced at once.
const BookingPanel = lazy(() =>
  import(/* webpackChunkName: "booking-panel" */ "./booking-panel").then((module) => ({
    default: module.BookingPanel,
  })),
);

const tabId = (id: string) => `booking-tab-${id}`;
const panelId = (id: string) => `booking-panel-${id}`;

// The treatments by category, each with its duration, price and a WhatsApp booking link. Every
// panel exists (so each tab controls a real element) but only the selected one has content: the
// static HTML carries the "All Services" list, which already names every treatment.
// Beside each Book Now, "Add to booking" collects treatments into one request (the booking panel);
// both appear only once the page's script runs, the panel's code with the first choice.
export function BookingList({
  heading,
  headingLang,
  categories,
  whatsapp,
  hours,
}: BookingListProps) {
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      categories.findIndex((category) => category.showsAll),
    ),
  );
  // One description open at a time, wherever it is.
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  // One function for every row, so the rows' memoised parts skip the booking's updates.
  const toggleOpen = useCallback(
    (slug: string) => setOpenSlug((current) => (current === slug ? null : slug)),
    [],
  );
  const treatments = useMemo(() => allTreatments(categories), [categories]);
  const { locale, strings } = usePageLocale();
  const booking = useBooking(treatments, hours, hours.dayParts);
  const [announcement, announce] = useAnnouncer();
  const panelsRef = useRef<HTMLDivElement>(null);
  // Two tabs may share a short name (the build warns): each still gets its own element ids.
  const keys = useMemo(() => uniqueKeys(categories.map((category) => category.id)), [categories]);

  const toggle = (treatment: BookingTreatment) => {
    const added = !booking.has(treatment.slug);
    const remaining = added
      ? [...booking.chosen, treatment]
      : booking.chosen.filter((item) => item.slug !== treatment.slug);
    if (added) booking.add(treatment.slug);
    else booking.remove(treatment.slug);
    announce(
      bookingChangeText(
        added ? "added" : "removed",
        treatment.name,
        remaining,
        strings.booking.changed,
        locale,
      ),
    );
  };
  const focusList = () =>
    panelsRef.current?.querySelector<HTMLElement>("[role=tabpanel]:not([hidden])")?.focus();

  return (
    <Box
      as="section"
      aria-labelledby="booking-heading"
      bg="bg.subtle"
      py={{ base: "14", md: "20" }}
    >
      {/* Wider on wide screens once the booking panel has a column beside the list. */}
      <Container maxW={{ base: "5xl", lg: booking.ready ? "7xl" : "5xl" }}>
        <ScrollReveal>
          <SectionHeading
            id="booking-heading"
            heading={heading}
            headingLang={headingLang}
            size="md"
            mb={{ base: "6", md: "8" }}
          />
        </ScrollReveal>
        <CategoryTabs
          tabs={categories.map((category, index) => ({
            id: keys[index]!,
            name: category.name,
            lang: fallbackLang(category, "name"),
          }))}
          selected={selected}
          onSelect={setSelected}
          label={strings.treatments.categories}
          tabId={tabId}
          panelId={panelId}
        />
        <Grid
          templateColumns={{
            base: "minmax(0, 1fr)",
            lg: booking.ready ? "minmax(0, 1fr) 22rem" : "minmax(0, 1fr)",
          }}
          columnGap="8"
          alignItems="start"
        >
          <Box ref={panelsRef}>
            {categories.map((category, index) => (
              <Panel
                key={keys[index]}
                raised
                role="tabpanel"
                id={panelId(keys[index]!)}
                aria-labelledby={tabId(keys[index]!)}
                hidden={index !== selected}
                tabIndex={0}
                mt={{ base: "6", md: "8" }}
                overflow="hidden"
              >
                {index === selected && (
                  <Box
                    as="ul"
                    m="0"
                    p="0"
                    listStyleType="none"
                    css={{ "& > li + li": { borderTopWidth: "1px", borderColor: "border" } }}
                  >
                    {category.treatments.map((treatment) => (
                      <TreatmentRow
                        key={treatment.id}
                        treatment={treatment}
                        whatsapp={whatsapp}
                        open={openSlug === treatment.slug}
                        onToggle={toggleOpen}
                        addControl={
                          <BookingToggle
                            name={treatment.name}
                            added={booking.has(treatment.slug)}
                            ready={booking.ready}
                            onToggle={() => toggle(treatment)}
                          />
                        }
                      />
                    ))}
                  </Box>
                )}
              </Panel>
            ))}
          </Box>
          {booking.limits && booking.chosen.length > 0 && (
            // If its code can't be fetched (a dropped connection), the rows' Book Now still work.
            <ChunkBoundary fallback={null}>
              <Suspense fallback={<BookingHint />}>
                <BookingPanel
                  booking={{ ...booking, limits: booking.limits }}
                  whatsapp={whatsapp}
                  onRemove={(treatment) => toggle(treatment)}
                  onClear={() => {
                    booking.clear();
                    announce(strings.booking.cleared);
                  }}
                  onEmptied={focusList}
                />
              </Suspense>
            </ChunkBoundary>
          )}
          {booking.ready && booking.chosen.length === 0 && <BookingHint />}
        </Grid>
        <Box
          role="status"
          aria-live="polite"
          aria-atomic="true"
          srOnly
          data-testid="booking-announcer"
        >
          {announcement}
        </Box>
      </Container>
    </Box>
  );
}

export const query = graphql`
  fragment BookingCategory on Category {
    id
    untranslated
    name
    showsAll
    treatments {
      ...TreatmentRow
    }
  }
`;
