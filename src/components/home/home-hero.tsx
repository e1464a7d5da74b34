import { Box, Container, Heading, Stack, chakra } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { HIGH_FETCH_PRIORITY, imageOf } from "../../lib/image";
import { T, type ContentText } from "../common/t";
import { Photo } from "../common/photo";
import { BookNowLink } from "./book-now-link";

interface HomeHeroProps {
  hero: Queries.HomeHeroSectionFragment;
  siteName: string;
  tagline: ContentText;
}

// The first screen. Its photo is the page's largest paint, so it loads at once and first; on
// desktops it fills the section behind the text, on phones it follows the text.
export function HomeHero({ hero, siteName, tagline }: HomeHeroProps) {
  return (
    <Box
      as="section"
      id="hero"
      aria-labelledby="hero-heading"
      position="relative"
      display="flex"
      flexDirection="column"
      justifyContent="center"
      minH={{ lg: "calc(100svh - 4rem)" }}
      overflow="hidden"
    >
      <Container maxW="7xl" px={{ base: "4", md: "6" }} position="relative" zIndex="1">
        <Stack gap="6" maxW={{ lg: "xl" }} py={{ base: "12", md: "16", lg: "24" }}>
          <Heading
            as="h1"
            id="hero-heading"
            fontSize={{ base: "4xl", md: "6xl" }}
            lineHeight="1.1"
            fontWeight="700"
          >
            <T text={hero.welcome} component="span" />{" "}
            <chakra.span color="accent" whiteSpace={{ md: "nowrap" }}>
              {siteName}
            </chakra.span>
          </Heading>
          <T text={tagline} textStyle="tagline" fontSize={{ base: "xl", md: "2xl" }} />
          <T text={hero.text} color="fg.muted" fontSize={{ base: "md", md: "lg" }} maxW="lg" />
          <BookNowLink />
        </Stack>
      </Container>
      <Box
        position={{ base: "relative", lg: "absolute" }}
        inset={{ lg: "0" }}
        aspectRatio={{ base: "4 / 3", md: "16 / 9", lg: "auto" }}
      >
        <Photo
          image={imageOf(hero.image, "the home hero")}
          alt={hero.alt}
          loading="eager"
          imgAttributes={HIGH_FETCH_PRIORITY}
          objectPosition="72% 50%"
          style={{ position: "absolute", inset: 0, width: "100%", height: "100%" }}
        />
        {/* Keeps the text readable where it overlaps the photo on wide screens. */}
        <Box
          display={{ base: "none", lg: "block" }}
          position="absolute"
          inset="0"
          bgGradient="to-r"
          gradientFrom="bg"
          gradientVia="bg/80"
          gradientTo="transparent"
        />
      </Box>
    </Box>
  );
}

// Full width on every screen: a phone gets the 480 or 750 px file. The page's largest paint, so
// also in AVIF, the smallest file.
export const query = graphql`
  fragment HomeHeroSection on HomeHero {
    welcome {
      ...ContentText
    }
    text {
      ...ContentText
    }
    alt {
      ...ContentText
    }
    image {
      ...HeroPhoto
    }
  }

  # The first photo a visitor sees: across the screen, AVIF too.
  fragment HeroPhoto on File {
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        breakpoints: [480, 750, 1080, 1366, 1920]
        formats: [AUTO, WEBP, AVIF]
        placeholder: BLURRED
      )
    }
  }
`;
