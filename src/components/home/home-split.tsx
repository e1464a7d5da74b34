import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { imageOf } from "../../lib/image";
import { FramedImage } from "../common/framed-image";
import { FullScreenSection } from "../common/full-screen-section";
import { ScrollReveal } from "../common/scroll-reveal";
import { BookNowLink } from "./book-now-link";

// "Experience the perfect blend…": the header's About Us link (/#about) lands here.
export function HomeSplit({ split }: { split: Queries.HomeSplitSectionFragment }) {
  return (
    <FullScreenSection id="about" aria-labelledby="split-heading" bg="bg.subtle">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "10", lg: "16" }} alignItems="center">
        <ScrollReveal>
          <FramedImage
            image={imageOf(split.image, "the split section")}
            alt={split.alt}
            ratio={{ base: "4 / 3", md: "4 / 5" }}
          />
        </ScrollReveal>
        <ScrollReveal delay={0.1}>
          <Stack gap="6">
            <Heading
              as="h2"
              id="split-heading"
              fontFamily="heading"
              fontSize={{ base: "3xl", md: "5xl" }}
              lineHeight="1.15"
            >
              {split.heading}
            </Heading>
            <Text color="fg.muted" fontSize={{ base: "md", md: "lg" }}>
              {split.text}
            </Text>
            <BookNowLink />
          </Stack>
        </ScrollReveal>
      </SimpleGrid>
    </FullScreenSection>
  );
}

export const query = graphql`
  fragment HomeSplitSection on HomeSection {
    heading
    text
    alt
    image {
      ...ColumnImage
    }
  }
`;
