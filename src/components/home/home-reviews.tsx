import { Heading, Stack, Text } from "@chakra-ui/react";
import { Carousel } from "../common/carousel";
import { FullScreenSection } from "../common/full-screen-section";
import { ScrollReveal } from "../common/scroll-reveal";
import { TestimonialCard } from "./testimonial-card";

interface HomeReviewsProps {
  heading: string;
  text: string;
  testimonials: readonly Queries.TestimonialCardFragment[];
}

export function HomeReviews({ heading, text, testimonials }: HomeReviewsProps) {
  return (
    <FullScreenSection id="reviews" aria-labelledby="reviews-heading">
      <ScrollReveal>
        <Stack gap="4" textAlign="center" align="center" mb={{ base: "10", md: "14" }}>
          <Heading
            as="h2"
            id="reviews-heading"
            fontFamily="heading"
            fontSize={{ base: "3xl", md: "5xl" }}
            lineHeight="1.15"
          >
            {heading}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: "md", md: "lg" }} maxW="xl">
            {text}
          </Text>
        </Stack>
      </ScrollReveal>
      <ScrollReveal delay={0.1}>
        <Carousel label={heading}>
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </Carousel>
      </ScrollReveal>
    </FullScreenSection>
  );
}
