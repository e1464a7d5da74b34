import { Box, Button, Flex, Grid, Heading, Text, VisuallyHidden, chakra } from "@chakra-ui/react";
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { FaWhatsapp } from "react-icons/fa6";
import { LuChevronDown, LuClock } from "react-icons/lu";
import { usePageLocale } from "../../hooks/use-strings";
import { bookingLink } from "../../lib/booking-link";
import { formatDuration } from "../../lib/duration";
import { fallbackLang, fill } from "../../lib/locale";
import { formatPrice } from "../../lib/price";

interface TreatmentRowProps {
  treatment: Queries.TreatmentRowFragment;
  whatsapp: string;
  open: boolean;
  onToggle: () => void;
  /** Shown beside Book Now: the row's "Add to booking" toggle. */
  addControl?: ReactNode;
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

export function TreatmentRow({
  treatment,
  whatsapp,
  open,
  onToggle,
  addControl,
}: TreatmentRowProps) {
  const { locale, strings } = usePageLocale();
  const words = strings.treatments;
  const descriptionId = `treatment-${treatment.slug}-description`;
  return (
    <Box
      as="li"
      py={{ base: "5", md: "6" }}
      px={{ base: "4", md: "6" }}
      data-treatment={treatment.slug}
    >
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
        <Heading
          as="h3"
          gridArea="name"
          fontSize={{ base: "lg", md: "xl" }}
          fontWeight="600"
          lineHeight="1.3"
          lang={fallbackLang(treatment.untranslated, "name")}
        >
          {treatment.name}
        </Heading>
        <Box gridArea="more" justifySelf={{ base: "end", md: "start" }}>
          <ReadMore
            type="button"
            aria-expanded={open}
            aria-controls={descriptionId}
            onClick={onToggle}
          >
            {words.readMore}
            <VisuallyHidden>{fill(words.readMoreAbout, { name: treatment.name })}</VisuallyHidden>
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
          {formatDuration(treatment.duration, locale)}
        </Text>
        <Text
          gridArea="price"
          textAlign={{ base: "end", md: "start" }}
          fontWeight="700"
          color="fg"
          data-field="price"
        >
          {formatPrice(treatment.price, locale)}
        </Text>
        <Flex
          gridArea="actions"
          direction={{ base: "row", md: "column" }}
          justify="flex-end"
          align="stretch"
          gap="2"
          mt={{ base: "1", md: "0" }}
        >
          {addControl}
          <Button
            asChild
            size={{ base: "sm", md: "md" }}
            bg="accent.solid"
            color="accent.contrast"
            borderRadius="full"
            px={{ base: "4", md: "5" }}
            _hover={{ bg: "accent.hover" }}
          >
            <a
              href={bookingLink(whatsapp, treatment, words.bookingMessage, locale)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(words.bookNowLabel, { name: treatment.name })}
            >
              <FaWhatsapp aria-hidden focusable={false} />
              {words.bookNow}
            </a>
          </Button>
        </Flex>
      </Grid>
      <Box
        id={descriptionId}
        lang={fallbackLang(treatment.untranslated, "body")}
        hidden={!open}
        mt="3"
        maxW="3xl"
        color="fg.muted"
        animation="treatment-open 220ms ease-out"
        css={{
          "& p + p": { mt: "2" },
          "@keyframes treatment-open": {
            from: { opacity: 0, transform: "translateY(-4px)" },
            to: { opacity: 1, transform: "translateY(0)" },
          },
        }}
        dangerouslySetInnerHTML={{ __html: treatment.descriptionHtml }}
      />
    </Box>
  );
}

export const query = graphql`
  fragment TreatmentRow on Treatment {
    id
    slug
    name
    duration
    price
    descriptionHtml
    untranslated
  }
`;
