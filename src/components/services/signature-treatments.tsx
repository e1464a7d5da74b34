import { Box, Container, Grid } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { Photo } from "../common/photo";
import { HIGH_FETCH_PRIORITY } from "../../lib/image";
import { ScrollReveal } from "../common/scroll-reveal";
import { SectionHeading } from "../common/section-heading";
import { T } from "../common/t";

interface SignatureTreatmentsProps {
  signature: Queries.SignatureTreatmentsFragment;
}

// The intro block of /services. Its photo is the largest thing in the first screen on phones and
// desktops alike, so it is the page's LCP element: fetched eagerly and first.
export function SignatureTreatments({ signature }: SignatureTreatmentsProps) {
  const image = signature.image.childImageSharp?.gatsbyImageData;
  return (
    <Box as="section" aria-labelledby="signature-heading" py={{ base: "12", md: "20" }}>
      <Container maxW="6xl">
        <Grid
          templateColumns={{ base: "1fr", md: "1fr 1fr" }}
          gap={{ base: "8", md: "12", lg: "16" }}
          alignItems="center"
        >
          {image && (
            <Box borderRadius="2xl" overflow="hidden" boxShadow="lg" bg="bg.muted">
              <Photo
                image={image}
                alt={signature.alt}
                loading="eager"
                imgAttributes={HIGH_FETCH_PRIORITY}
              />
            </Box>
          )}
          <ScrollReveal>
            {/* Set tighter than the other headings of its size: it sits beside a photo. */}
            <SectionHeading
              id="signature-heading"
              heading={signature.heading}
              size="md"
              align="start"
              lineHeight="1.15"
            />
            <T
              text={signature.subtitle}
              mt="3"
              textStyle="tagline"
              fontSize={{ base: "xl", md: "2xl" }}
              color="accent"
              lineHeight="1.3"
            />
            <Box w="16" h="0.5" bg="accent.gold" mt="6" aria-hidden />
            <T text={signature.text} mt="6" color="fg.muted" fontSize={{ base: "md", md: "lg" }} />
          </ScrollReveal>
        </Grid>
      </Container>
    </Box>
  );
}

export const query = graphql`
  fragment SignatureTreatments on ServicesSignature {
    heading {
      ...ContentText
    }
    subtitle {
      ...ContentText
    }
    text {
      ...ContentText
    }
    alt {
      ...ContentText
    }
    image {
      ...SignaturePhoto
    }
  }

  # The services page's first photo, beside the heading on wide screens: AVIF too.
  fragment SignaturePhoto on File {
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        breakpoints: [480, 750, 1080, 1440]
        formats: [AUTO, WEBP, AVIF]
        sizes: "(min-width: 1152px) 520px, (min-width: 769px) 45vw, calc(100vw - 2rem)"
      )
    }
  }
`;
