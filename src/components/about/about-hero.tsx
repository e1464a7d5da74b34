import { Box, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { Photo } from "../common/photo";
import { HIGH_FETCH_PRIORITY, imageOf } from "../../lib/image";
import { T } from "../common/t";
import { FullScreenSection } from "../common/full-screen-section";

// OUR CLINIC: its photo is the page's largest paint, so it loads at once and first.
export function AboutHero({ hero }: { hero: Queries.AboutHeroSectionFragment }) {
  return (
    <FullScreenSection aria-labelledby="about-heading" py={{ base: "12", lg: "20" }}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "10", lg: "16" }} alignItems="center">
        <Stack gap="6">
          <T
            text={hero.heading}
            component={Heading}
            as="h1"
            id="about-heading"
            fontSize={{ base: "5xl", md: "7xl" }}
            lineHeight="1.05"
            letterSpacing="0.02em"
          />
          <T
            text={hero.tagline}
            textStyle="tagline"
            fontSize={{ base: "xl", md: "3xl" }}
            color="accent"
            lineHeight="1.35"
            maxW="xl"
          />
        </Stack>
        <Box
          position="relative"
          aspectRatio="3 / 2"
          borderRadius="2xl"
          overflow="hidden"
          boxShadow="lg"
          bg="bg.muted"
        >
          <Photo
            image={imageOf(hero.image, "the about hero")}
            alt={hero.alt}
            loading="eager"
            imgAttributes={HIGH_FETCH_PRIORITY}
            style={{ position: "absolute", inset: 0, width: "100%", height: "100%" }}
          />
        </Box>
      </SimpleGrid>
    </FullScreenSection>
  );
}

// Half the container on desktops (at most ~620 px), the full width of phones and tablets.
export const query = graphql`
  fragment AboutHeroSection on AboutHero {
    heading {
      ...ContentText
    }
    tagline {
      ...ContentText
    }
    alt {
      ...ContentText
    }
    image {
      childImageSharp {
        gatsbyImageData(
          layout: CONSTRAINED
          width: 720
          outputPixelDensities: [0.5, 0.667, 1.5, 2]
          sizes: "(min-width: 1280px) 620px, (min-width: 1025px) 48vw, 100vw"
          formats: [AUTO, WEBP, AVIF]
          placeholder: BLURRED
        )
      }
    }
  }
`;
