import { Box, Flex, Grid, Heading, Text, VisuallyHidden, chakra } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { memo } from "react";
import { LuChevronDown, LuClock } from "react-icons/lu";
import { useStrings } from "../../hooks/use-strings";
import type { BookingTreatment } from "../../../shared/lib/booking-request";
import { formatDuration } from "../../../shared/lib/duration";
import { fill } from "../../../shared/lib/locale";
import { ROW_CATEGORIES_ATTRIBUTE } from "../../lib/category-choice";
import { treatmentPath } from "../../../shared/lib/treatment-page";
import { LocalizedLink } from "../common/localized-link";
import { T } from "../common/t";
import { TextLink } from "../common/text-link";
import { BookingToggle } from "./booking-toggle";
import { BookNow } from "./treatment-book-now";
import { ShareTreatment } from "./share-treatment";
import { RowPrice } from "./treatment-offer";
import { TreatmentDescription } from "./treatment-description";

/** The site's address and the salon's name: what a Share control adds to the treatment. */
export interface Sharing {
  siteUrl: string;
  salon: string;
}

interface TreatmentRowProps {
  treatment: Queries.TreatmentRowFragment;
  whatsapp: string;
  sharing: Sharing;
  /** Hidden while a category it isn't in is shown (src/lib/category-choice.ts). */
  hidden: boolean;
  /**
   * The places of the categories the row is in, space-separated: what the static list's CSS shows
   * a category by before the page's script runs (src/lib/category-choice.ts).
   */
  inCategories: string;
  /** Whether the treatment is in the visitor's booking. */
  added: boolean;
  /** Adds the treatment to the booking, or takes it out. */
  onBookingToggle: (treatment: BookingTreatment) => void;
}

/**
 * The name every description's disclosure shares: the browser keeps one of them open at a time
 * (an exclusive accordion), before and without the page's script; where a browser lacks it, the
 * list's script does the same (useExclusiveDetails).
 */
export const DESCRIPTION_GROUP = "treatment-description";

// Read More is the summary of a native disclosure (<details>), so it opens its description from
// the first paint, with or without the page's script, and the browser reports it as expanded or
// collapsed. The <details> has no box of its own (display: contents): its summary takes the row
// grid's "more" cell and its content (the browser's ::details-content part) a row of its own
// under the whole grid, spanning it, as the description always sat. Closed, the content part is
// not laid out at all, so it leaves no empty row behind.
const Disclosure = chakra("details", {
  base: {
    display: "contents",
    "&::details-content": { gridColumn: "1 / -1" },
    "&:not([open])::details-content": { display: "none" },
  },
});

const ReadMore = chakra("summary", {
  base: {
    gridArea: "more",
    display: "inline-flex",
    alignItems: "center",
    gap: "1",
    minH: "8",
    px: "1",
    mx: "-1",
    listStyle: "none",
    "&::-webkit-details-marker": { display: "none" },
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
    "[open] > &": { "& svg": { transform: "rotate(180deg)" } },
  },
});

// A row renders again only when its own props change (the treatment added): the list's other
// changes pass it by, and a category switch renders only the plain <li> of each row it hides or
// shows. Opening a description renders nothing at all: the browser opens it. The booking becoming
// ready renders no row: the list shows the toggles (BOOKING_READY). The content's parts that don't
// change when the treatment is added are memoised too, so adding it renders its toggle, not its
// heading, price, Book Now link and description.
export const TreatmentRow = memo(function TreatmentRow({
  hidden,
  inCategories,
  ...row
}: TreatmentRowProps) {
  return (
    <li
      hidden={hidden}
      data-treatment={row.treatment.slug}
      {...{ [ROW_CATEGORIES_ATTRIBUTE]: inCategories }}
    >
      <RowContent {...row} />
    </li>
  );
});

const RowContent = memo(function RowContent({
  treatment,
  whatsapp,
  sharing,
  added,
  onBookingToggle,
}: Omit<TreatmentRowProps, "hidden" | "inCategories">) {
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
        <TreatmentSummary treatment={treatment} />
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
          <ShareTreatment treatment={treatment} siteUrl={sharing.siteUrl} salon={sharing.salon} />
        </Flex>
      </Grid>
    </Box>
  );
});

/** Name, Read More (with the description it opens), duration and price. */
const TreatmentSummary = memo(function TreatmentSummary({
  treatment,
}: {
  treatment: Queries.TreatmentRowFragment;
}) {
  const { treatments: words, formats } = useStrings();
  return (
    <>
      {/* The name leads to the treatment's own page (src/templates/treatment.tsx). */}
      <T
        text={treatment.name}
        component={Heading}
        as="h3"
        gridArea="name"
        fontSize={{ base: "lg", md: "xl" }}
        fontWeight="600"
        lineHeight="1.3"
      >
        <TextLink asChild variant="quiet">
          <LocalizedLink to={treatmentPath(treatment.slug)}>{treatment.name.text}</LocalizedLink>
        </TextLink>
      </T>
      <Disclosure name={DESCRIPTION_GROUP}>
        <ReadMore justifySelf={{ base: "end", md: "start" }}>
          {words.readMore}
          <VisuallyHidden>
            {fill(words.readMoreAbout, { name: treatment.name.text })}
          </VisuallyHidden>
          <LuChevronDown aria-hidden focusable={false} />
        </ReadMore>
        <TreatmentDescription
          id={`treatment-${treatment.slug}-description`}
          html={treatment.descriptionHtml}
        />
      </Disclosure>
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
        <RowPrice treatment={treatment} />
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
    offer: currentOffer {
      ...TreatmentOffer
    }
    name {
      ...ContentText
    }
    descriptionHtml {
      ...ContentText
    }
  }
`;
