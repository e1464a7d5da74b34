import { SimpleGrid, Stack } from "@chakra-ui/react";
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { imageOf } from "../../lib/image";
import { T } from "../common/t";
import { FramedImage } from "../common/framed-image";
import { FullScreenSection } from "../common/full-screen-section";
import { ScrollReveal } from "../common/scroll-reveal";
import { SectionHeading } from "../common/section-heading";

interface ImageTextSectionProps {
  id?: string;
  headingId: string;
  /** Names the section in the error raised when its image wasn't processed. */
  what: string;
  section: Queries.HomePhotoSectionFieldsFragment;
  children: ReactNode;
}

// A full-screen home section: photo beside a heading, a paragraph and whatever follows them.
export function ImageTextSection({
  id,
  headingId,
  what,
  section,
  children,
}: ImageTextSectionProps) {
  return (
    <FullScreenSection id={id} aria-labelledby={headingId} bg="bg.subtle">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "10", lg: "16" }} alignItems="center">
        <ScrollReveal>
          <FramedImage
            image={imageOf(section.image, what)}
            alt={section.alt}
            ratio={{ base: "4 / 3", md: "4 / 5" }}
          />
        </ScrollReveal>
        <ScrollReveal delay={0.1}>
          <Stack gap="6">
            <SectionHeading id={headingId} heading={section.heading} align="start" />
            <T text={section.text} color="fg.muted" fontSize={{ base: "md", md: "lg" }} />
            {children}
          </Stack>
        </ScrollReveal>
      </SimpleGrid>
    </FullScreenSection>
  );
}

// A heading, a paragraph and a photo: every home section with a photo beside its text has them
// (the content model's HomePhotoSection interface), so each section's fragment spreads this one.
export const query = graphql`
  fragment HomePhotoSectionFields on HomePhotoSection {
    heading {
      ...ContentText
    }
    text {
      ...ContentText
    }
    alt {
      ...ContentText
    }
    image {
      ...ColumnImage
    }
  }
`;
