import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { listNumber } from "../../lib/list-number";
import { fallbackLang } from "../../lib/locale";
import { FullScreenSection } from "../common/full-screen-section";
import { ScrollReveal } from "../common/scroll-reveal";
import { SectionHeading } from "../common/section-heading";

// WHAT SETS US APART? with its numbered items, each revealed a little after the one before.
export function AboutApart({ apart }: { apart: Queries.AboutApartSectionFragment }) {
  return (
    <FullScreenSection
      aria-labelledby="apart-heading"
      bg="bg.subtle"
      minH="auto"
      py={{ base: "16", lg: "24" }}
    >
      <ScrollReveal>
        <SectionHeading
          id="apart-heading"
          heading={apart.heading}
          headingLang={fallbackLang(apart, "heading")}
          mb={{ base: "10", md: "16" }}
        />
      </ScrollReveal>
      <SimpleGrid
        as="ol"
        columns={{ base: 1, md: 3 }}
        gap={{ base: "10", md: "8", lg: "12" }}
        p="0"
        m="0"
        listStyleType="none"
      >
        {apart.items.map((item, index) => (
          // The list never changes order on the page: its place is a stable key.
          <ScrollReveal key={index} as="li" delay={0.12 * index}>
            <Stack gap="3" borderTopWidth="2px" borderColor="accent.gold" pt="6">
              <Text textStyle="number" fontSize="3xl" color="accent.gold" lineHeight="1">
                {listNumber(index)}
              </Text>
              <Heading
                as="h3"
                fontSize={{ base: "lg", md: "xl" }}
                letterSpacing="0.06em"
                lineHeight="1.3"
                lang={fallbackLang(item, "title")}
              >
                {item.title}
              </Heading>
              <Text color="fg.muted" lang={fallbackLang(item, "description")}>
                {item.description}
              </Text>
            </Stack>
          </ScrollReveal>
        ))}
      </SimpleGrid>
    </FullScreenSection>
  );
}

export const query = graphql`
  fragment AboutApartSection on AboutApart {
    untranslated
    heading
    items {
      untranslated
      title
      description
    }
  }
`;
