import { Box, Container, Flex, Grid, Heading, HStack, List, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { LuClock } from "react-icons/lu";
import { useBookingBasket } from "../../hooks/use-booking-basket";
import type { BookingHours } from "../../hooks/use-day-limits";
import { useStrings } from "../../hooks/use-strings";
import type { DayPart } from "../../../shared/lib/booking-days";
import type { BookingTreatment } from "../../../shared/lib/booking-request";
import { formatDuration } from "../../../shared/lib/duration";
import { fill } from "../../../shared/lib/locale";
import { SERVICES_PATH, treatmentPath, treatmentSummary } from "../../../shared/lib/treatment-page";
import { LocalizedLink } from "../common/localized-link";
import { langOf, T, type ContentText } from "../common/t";
import { TextLink } from "../common/text-link";
import { BookingAnnouncer, BookingBasket } from "./booking-basket";
import { BookingToggle } from "./booking-toggle";
import { ShareTreatment } from "./share-treatment";
import { BookNow } from "./treatment-book-now";
import type { Sharing } from "./treatment-row";
import { RowPrice } from "./treatment-offer";

const CHOSEN = "[data-booking-chosen]";

/**
 * A treatment's own page, first: the trail back, its name, facts, Book Now, Share and Add to
 * booking, with the booking beside them as on the services list (the same stored booking, so a
 * treatment added here is in the list's and the other way round).
 */
export function TreatmentDetails({
  treatment,
  categories,
  whatsapp,
  sharing,
  bookable,
  hours,
}: {
  sharing: Sharing;
  treatment: Queries.TreatmentRowFragment;
  /** The names of the categories it is in, in the list's order. */
  categories: readonly ContentText[];
  whatsapp: string;
  /** Every treatment a stored booking may hold. */
  bookable: readonly BookingTreatment[];
  /** The salon's time zone's offsets and the parts of the day it is open, in the page's words. */
  hours: BookingHours & { readonly dayParts: readonly DayPart[] };
}) {
  const strings = useStrings();
  const words = strings.treatments;
  const basket = useBookingBasket(bookable, hours.dayParts);
  const { booking } = basket;
  const actionsRef = useRef<HTMLDivElement>(null);
  // Once the booking is emptied, its controls are gone: focus goes back to Add to booking.
  const focusToggle = () =>
    actionsRef.current?.querySelector<HTMLButtonElement>("[data-booking-toggle]")?.focus();
  return (
    <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
      {/* Wider on wide screens once a treatment is chosen: the booking has a column beside. Not
          before (as the list's hint does): the page would move as its part hydrates. */}
      <Container
        maxW="3xl"
        css={{ [`&${CHOSEN}`]: { lg: { maxW: "6xl" } } }}
        data-booking-ready={booking.ready ? "" : undefined}
        data-booking-chosen={booking.ready && booking.chosen.length > 0 ? "" : undefined}
        pt={{ base: "6", md: "8" }}
        pb={{ base: "8", md: "12" }}
      >
        <Grid
          templateColumns="minmax(0, 1fr)"
          css={{ [`${CHOSEN} &`]: { lg: { gridTemplateColumns: "minmax(0, 1fr) 22rem" } } }}
          columnGap="8"
          alignItems="start"
        >
          <div>
            <nav aria-label={words.pageTrail}>
              <HStack as="ol" gap="2" fontSize="sm" color="fg.muted" listStyle="none">
                <li>
                  <TextLink asChild variant="accent">
                    <LocalizedLink to={SERVICES_PATH}>
                      {strings.shell.footerLinks.services}
                    </LocalizedLink>
                  </TextLink>
                </li>
                <li aria-hidden>/</li>
                <li aria-current="page">
                  <T text={treatment.name} as="span" />
                </li>
              </HStack>
            </nav>
            <T
              text={treatment.name}
              component={Heading}
              as="h1"
              mt="6"
              fontSize={{ base: "4xl", md: "5xl" }}
              lineHeight="1.1"
              fontWeight="600"
            />
            <Flex mt="4" gap={{ base: "4", md: "6" }} align="center" wrap="wrap" fontSize="lg">
              <Text
                display="inline-flex"
                alignItems="center"
                gap="1.5"
                color="fg.muted"
                data-field="duration"
              >
                <LuClock aria-hidden focusable={false} />
                {fill(words.duration, {
                  duration: formatDuration(treatment.duration, strings.formats.durations),
                })}
              </Text>
              <Text fontWeight="700" color="fg" data-field="price">
                <RowPrice treatment={treatment} />
              </Text>
            </Flex>
            <Box mt="4">
              <Text as="h2" srOnly>
                {words.categories}
              </Text>
              <HStack as="ul" gap="2" wrap="wrap" listStyle="none" data-field="categories">
                {categories.map((category) => (
                  <T
                    key={category.text}
                    text={category}
                    as="li"
                    px="3"
                    py="1"
                    borderRadius="full"
                    borderWidth="1px"
                    borderColor="border"
                    fontSize="sm"
                  />
                ))}
              </HStack>
            </Box>
            {/* Add to booking last: until the booking works it keeps its place unseen. */}
            <Flex ref={actionsRef} mt="6" gap="3" wrap="wrap">
              <BookNow treatment={treatment} whatsapp={whatsapp} />
              <ShareTreatment
                treatment={treatment}
                siteUrl={sharing.siteUrl}
                salon={sharing.salon}
              />
              <BookingToggle
                name={treatment.name.text}
                added={booking.has(treatment.slug)}
                onToggle={() => basket.toggle(treatment)}
              />
            </Flex>
          </div>
          <BookingBasket
            basket={basket}
            hours={hours}
            whatsapp={whatsapp}
            onEmptied={focusToggle}
            hint={false}
          />
        </Grid>
        <BookingAnnouncer announcement={basket.announcement} />
      </Container>
    </Box>
  );
}

/** Under them: the full description, and the other treatments of its first category. */
export function TreatmentMore({
  treatment,
  category,
  others,
}: {
  treatment: Queries.TreatmentRowFragment;
  category: ContentText | null;
  others: readonly Queries.TreatmentRowFragment[];
}) {
  const strings = useStrings();
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <Box
        lang={langOf(treatment.descriptionHtml)}
        fontSize="lg"
        color="fg"
        css={{ "& p + p": { mt: "3" }, "& ul, & ol": { ps: "6", mt: "2" } }}
        dangerouslySetInnerHTML={{ __html: treatment.descriptionHtml.text }}
        data-field="description"
      />
      {category && others.length > 0 && (
        <Box as="section" mt="12">
          <Heading as="h2" fontSize={{ base: "xl", md: "2xl" }} fontWeight="600">
            {fill(strings.treatments.moreIn, { category: category.text })}
          </Heading>
          <List.Root
            as="ul"
            mt="4"
            display="flex"
            flexDirection="column"
            gap="3"
            listStyle="none"
            ps="0"
          >
            {others.map((other) => (
              <List.Item key={other.slug}>
                <TextLink asChild variant="accent">
                  <LocalizedLink to={treatmentPath(other.slug)}>
                    {treatmentSummary({ ...other, name: other.name.text }, strings.formats)}
                  </LocalizedLink>
                </TextLink>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Container>
  );
}
