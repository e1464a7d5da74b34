import { SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { imageOf } from "../../lib/image";
import { fallbackLang } from "../../lib/locale";
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
            <Text textStyle="eyebrow" color="accent" lang={fallbackLang(rituals, "eyebrow")}>
              {rituals.eyebrow}
            </Text>
            <SectionHeading
              id="rituals-heading"
              heading={rituals.heading}
              headingLang={fallbackLang(rituals, "heading")}
              align="start"
              mt="-3"
            />
            <Text
              color="fg.muted"
              fontSize={{ base: "md", md: "lg" }}
              lang={fallbackLang(rituals, "text")}
            >
              {rituals.text}
            </Text>
            <BookNowLink />
            <TypedTreatmentList items={rituals.items} />
          </Stack>
        </ScrollReveal>
        <ScrollReveal delay={0.1}>
          <FramedImage
            image={imageOf(rituals.image, "the rituals section")}
            alt={rituals.alt}
            lang={fallbackLang(rituals, "alt")}
            ratio={{ base: "4 / 3", md: "4 / 5" }}
          />
        </ScrollReveal>
      </SimpleGrid>
    </FullScreenSection>
  );
}

export const query = graphql`
  fragment HomeRitualsSection on HomeRituals {
    eyebrow
    ...HomePhotoSectionFields
    items {
      ...TypedTreatment
    }
  }
`;
