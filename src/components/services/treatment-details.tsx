import { Box, Container, Flex, Heading, HStack, List, Text } from "@chakra-ui/react";
import { LuClock } from "react-icons/lu";
import { useStrings } from "../../hooks/use-strings";
import { formatDuration } from "../../../shared/lib/duration";
import { fill } from "../../../shared/lib/locale";
import { SERVICES_PATH, treatmentPath, treatmentSummary } from "../../../shared/lib/treatment-page";
import { LocalizedLink } from "../common/localized-link";
import { langOf, T, type ContentText } from "../common/t";
import { TextLink } from "../common/text-link";
import { ShareTreatment } from "./share-treatment";
import { BookNow } from "./treatment-book-now";
import type { Sharing } from "./treatment-row";
import { RowPrice } from "./treatment-offer";

/** A treatment's own page, first: the trail back, its name, facts, Book Now and Share. */
export function TreatmentDetails({
  treatment,
  categories,
  whatsapp,
  sharing,
}: {
  sharing: Sharing;
  treatment: Queries.TreatmentRowFragment;
  /** The names of the categories it is in, in the list's order. */
  categories: readonly ContentText[];
  whatsapp: string;
}) {
  const strings = useStrings();
  const words = strings.treatments;
  return (
    <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
      <Container maxW="3xl" pt={{ base: "6", md: "8" }} pb={{ base: "8", md: "12" }}>
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
        <Flex mt="6" gap="3" wrap="wrap">
          <BookNow treatment={treatment} whatsapp={whatsapp} />
          <ShareTreatment treatment={treatment} siteUrl={sharing.siteUrl} salon={sharing.salon} />
        </Flex>
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
