import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { listNumber } from "../../lib/list-number";
import { T } from "../common/t";
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
        <SectionHeading id="apart-heading" heading={apart.heading} mb={{ base: "10", md: "16" }} />
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
              <T
                text={item.title}
                component={Heading}
                as="h3"
                fontSize={{ base: "lg", md: "xl" }}
                letterSpacing="0.06em"
                lineHeight="1.3"
              />
              <T text={item.description} color="fg.muted" />
            </Stack>
          </ScrollReveal>
        ))}
      </SimpleGrid>
    </FullScreenSection>
  );
}

export const query = graphql`
  fragment AboutApartSection on AboutApart {
    heading {
      ...ContentText
    }
    items {
      title {
        ...ContentText
      }
      description {
        ...ContentText
      }
    }
  }
`;
