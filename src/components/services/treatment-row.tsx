import { Box, Flex, Grid, Heading, Text, VisuallyHidden, chakra } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { memo } from "react";
import { LuChevronDown, LuClock } from "react-icons/lu";
import { useStrings } from "../../hooks/use-strings";
import type { BookingTreatment } from "../../lib/booking-request";
import { formatDuration } from "../../lib/duration";
import { fill } from "../../lib/locale";
import { formatPrice } from "../../lib/price";
import { T } from "../common/t";
import { BookingToggle } from "./booking-toggle";
import { BookNow } from "./treatment-book-now";
import { TreatmentDescription } from "./treatment-description";

interface TreatmentRowProps {
  treatment: Queries.TreatmentRowFragment;
  whatsapp: string;
  open: boolean;
  /** Opens or closes the description of the treatment with this slug. */
  onToggle: (slug: string) => void;
  /** Hidden while a category it isn't in is shown (src/lib/category-rows.ts). */
  hidden: boolean;
  /** Whether the treatment is in the visitor's booking. */
  added: boolean;
  /** Adds the treatment to the booking, or takes it out. */
  onBookingToggle: (treatment: BookingTreatment) => void;
}

const ReadMore = chakra("button", {
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "1",
    minH: "8",
    px: "1",
    mx: "-1",
    color: "accent",
    fontWeight: "600",
    fontSize: "sm",
    textDecoration: "underline",
    textUnderlineOffset: "4px",
    textDecorationColor: "transparent",
    borderRadius: "sm",
    cursor: "pointer",
    _hover: { textDecorationColor: "currentColor" },
    "& svg": { transition: "transform 200ms ease" },
    _expanded: { "& svg": { transform: "rotate(180deg)" } },
  },
});

// A row renders again only when its own props change (a description opened, the treatment added):
// the list's other changes pass it by, and a category switch renders only the plain <li> of each
// row it hides or shows. The booking becoming ready renders no row: the list shows the toggles
// (BOOKING_READY). The content's parts that don't change when the treatment is added are memoised
// too, so adding it renders its toggle, not its heading, price, Book Now link and description.
export const TreatmentRow = memo(function TreatmentRow({ hidden, ...row }: TreatmentRowProps) {
  return (
    <li hidden={hidden} data-treatment={row.treatment.slug}>
      <RowContent {...row} />
    </li>
  );
});

const RowContent = memo(function RowContent({
  treatment,
  whatsapp,
  open,
  onToggle,
  added,
  onBookingToggle,
}: Omit<TreatmentRowProps, "hidden">) {
  const descriptionId = `treatment-${treatment.slug}-description`;
  return (
    <Box py={{ base: "5", md: "6" }} px={{ base: "4", md: "6" }}>
      <Grid
        templateColumns={{ base: "1fr auto", md: "minmax(0, 1fr) 6.5rem 10rem auto" }}
        templateAreas={{
          base: `"name price" "duration more" "actions actions"`,
          md: `"name duration price actions" "more duration price actions"`,
        }}
        columnGap={{ base: "4", md: "6" }}
        rowGap="2"
        alignItems="center"
      >
        <TreatmentSummary
          treatment={treatment}
          open={open}
          onToggle={onToggle}
          descriptionId={descriptionId}
        />
        <Flex
          gridArea="actions"
          direction={{ base: "row", md: "column" }}
          // Two buttons side by side on a phone, unless their words are too long for one line
          // ("Ongeza kwenye miadi" and "Weka miadi" are at 390 px): then one above the other.
          wrap="wrap"
          justify="flex-end"
          align="stretch"
          gap="2"
          mt={{ base: "1", md: "0" }}
        >
          <BookingToggle
            name={treatment.name.text}
            added={added}
            onToggle={() => onBookingToggle(treatment)}
          />
          <BookNow treatment={treatment} whatsapp={whatsapp} />
        </Flex>
      </Grid>
      <TreatmentDescription id={descriptionId} html={treatment.descriptionHtml} open={open} />
    </Box>
  );
});

interface SummaryProps {
  treatment: Queries.TreatmentRowFragment;
  open: boolean;
  onToggle: (slug: string) => void;
  descriptionId: string;
}

/** Name, Read More, duration and price: the grid's first four areas. */
const TreatmentSummary = memo(function TreatmentSummary({
  treatment,
  open,
  onToggle,
  descriptionId,
}: SummaryProps) {
  const { treatments: words, formats } = useStrings();
  return (
    <>
      <T
        text={treatment.name}
        component={Heading}
        as="h3"
        gridArea="name"
        fontSize={{ base: "lg", md: "xl" }}
        fontWeight="600"
        lineHeight="1.3"
      />
      <Box gridArea="more" justifySelf={{ base: "end", md: "start" }}>
        <ReadMore
          type="button"
          aria-expanded={open}
          aria-controls={descriptionId}
          onClick={() => onToggle(treatment.slug)}
        >
          {words.readMore}
          <VisuallyHidden>
            {fill(words.readMoreAbout, { name: treatment.name.text })}
          </VisuallyHidden>
          <LuChevronDown aria-hidden focusable={false} />
        </ReadMore>
      </Box>
      <Text
        gridArea="duration"
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        color="fg.muted"
        data-field="duration"
      >
        <LuClock aria-hidden focusable={false} />
        {fill(words.duration, { duration: formatDuration(treatment.duration, formats.durations) })}
      </Text>
      <Text
        gridArea="price"
        textAlign={{ base: "end", md: "start" }}
        fontWeight="700"
        color="fg"
        data-field="price"
      >
        {formatPrice(treatment.price, formats.priceOnRequest)}
      </Text>
    </>
  );
});

export const query = graphql`
  fragment TreatmentRow on Treatment {
    id
    slug
    duration
    price
    name {
      ...ContentText
    }
    descriptionHtml {
      ...ContentText
    }
  }
`;
