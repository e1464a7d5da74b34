import { SimpleGrid, Stack } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { imageOf } from "../../lib/image";
import { T } from "../common/t";
import { FramedImage } from "../common/framed-image";
import { FullScreenSection } from "../common/full-screen-section";
import { ScrollReveal } from "../common/scroll-reveal";
import { SectionHeading } from "../common/section-heading";
import { BookNowLink } from "./book-now-link";
import { TypedTreatmentList } from "./typed-treatment-list";

interface HomeRitualsProps {
  rituals: Queries.HomeRitualsSectionFragment;
}

// BEAUTY RITUALS / Skin Rejuvenation with the first numbered list (01–04): the header's Services
// link (/#services) lands here.
export function HomeRituals({ rituals }: HomeRitualsProps) {
  return (
    <FullScreenSection id="services" aria-labelledby="rituals-heading">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "10", lg: "16" }} alignItems="center">
        <ScrollReveal>
          <Stack gap="6">
            <T text={rituals.eyebrow} textStyle="eyebrow" color="accent" />
            <SectionHeading id="rituals-heading" heading={rituals.heading} align="start" mt="-3" />
            <T text={rituals.text} color="fg.muted" fontSize={{ base: "md", md: "lg" }} />
            <BookNowLink />
            <TypedTreatmentList items={rituals.items} />
          </Stack>
        </ScrollReveal>
        <ScrollReveal delay={0.1}>
          <FramedImage
            image={imageOf(rituals.image, "the rituals section")}
            alt={rituals.alt}
            ratio={{ base: "4 / 3", md: "4 / 5" }}
          />
        </ScrollReveal>
      </SimpleGrid>
    </FullScreenSection>
  );
}

export const query = graphql`
  fragment HomeRitualsSection on HomeRituals {
    eyebrow {
      ...ContentText
    }
    ...HomePhotoSectionFields
    items {
      ...TypedTreatment
    }
  }
`;
