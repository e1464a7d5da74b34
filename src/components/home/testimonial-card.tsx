import { Box, Flex, Stack, Text, chakra } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { imageOf } from "../../lib/image";
import { useLocale, useStrings } from "../../hooks/use-strings";
import { writtenIn } from "../../../shared/lib/locale";
import { Panel } from "../common/panel";
import { Photo } from "../common/photo";
import { T } from "../common/t";
import { StarRating } from "./star-rating";

export function TestimonialCard({ testimonial }: { testimonial: Queries.TestimonialCardFragment }) {
  const locale = useLocale();
  const ownWords = useStrings().ownWords;
  const written = writtenIn(testimonial.language, locale);
  return (
    <Panel
      as="figure"
      raised
      display="flex"
      flexDirection="column"
      gap="5"
      h="full"
      m="0"
      p={{ base: "6", md: "7" }}
    >
      <StarRating rating={testimonial.rating} />
      {/* Before the quote, in the page's language, so it is heard before the other voice starts;
      close above it (8 px, not the card's 20) so it reads as the quote's label. */}
      {written && ownWords[written] && (
        <Text color="fg.muted" fontSize="sm" mb="-3" data-testid="own-words">
          {ownWords[written]}
        </Text>
      )}
      <chakra.blockquote flex="1" m="0" fontSize="md" lineHeight="1.7" color="fg" lang={written}>
        <Text>&ldquo;{testimonial.feedback}&rdquo;</Text>
      </chakra.blockquote>
      <chakra.figcaption>
        <Flex align="center" gap="4">
          <Box flex="none" borderRadius="full" overflow="hidden" boxSize="72px" bg="bg.muted">
            <Photo
              image={imageOf(testimonial.image, `the portrait of ${testimonial.name}`)}
              alt={testimonial.alt}
            />
          </Box>
          <Stack gap="0">
            <Text fontWeight="700" fontSize="lg">
              {testimonial.name}
            </Text>
            <T text={testimonial.service} color="fg.muted" fontSize="sm" />
          </Stack>
        </Flex>
      </chakra.figcaption>
    </Panel>
  );
}

// The portrait is a 72 px circle: 72 and 144 px files, nothing larger.
export const query = graphql`
  fragment TestimonialCard on Testimonial {
    name
    service {
      ...ContentText
    }
    rating
    feedback
    language
    alt {
      ...ContentText
    }
    image {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 72, height: 72, placeholder: BLURRED)
      }
    }
  }
`;
