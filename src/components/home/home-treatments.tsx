import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { imageOf } from "../../lib/image";
import { FramedImage } from "../common/framed-image";
import { FullScreenSection } from "../common/full-screen-section";
import { ScrollReveal } from "../common/scroll-reveal";
import { TypedTreatmentList, type NumberedTreatment } from "./typed-treatment-list";

interface HomeTreatmentsProps {
  section: Queries.HomeTreatmentsSectionFragment;
  treatments: readonly NumberedTreatment[];
}

// Treatments 05–09, photo on the left on wide screens to alternate with the section above.
export function HomeTreatments({ section, treatments }: HomeTreatmentsProps) {
  return (
    <FullScreenSection aria-labelledby="treatments-heading" bg="bg.subtle">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "10", lg: "16" }} alignItems="center">
        <ScrollReveal>
          <FramedImage
            image={imageOf(section.image, "the treatments section")}
            alt={section.alt}
            ratio={{ base: "4 / 3", md: "4 / 5" }}
          />
        </ScrollReveal>
        <ScrollReveal delay={0.1}>
          <Stack gap="6">
            <Heading
              as="h2"
              id="treatments-heading"
              fontFamily="heading"
              fontSize={{ base: "3xl", md: "5xl" }}
              lineHeight="1.15"
            >
              {section.heading}
            </Heading>
            <Text color="fg.muted" fontSize={{ base: "md", md: "lg" }}>
              {section.text}
            </Text>
            <TypedTreatmentList items={treatments} />
          </Stack>
        </ScrollReveal>
      </SimpleGrid>
    </FullScreenSection>
  );
}

export const query = graphql`
  fragment HomeTreatmentsSection on HomeSection {
    heading
    text
    alt
    image {
      ...ColumnImage
    }
  }
`;
