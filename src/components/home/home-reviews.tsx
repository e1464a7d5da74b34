import { graphql } from "gatsby";
import { Carousel } from "../common/carousel";
import { FullScreenSection } from "../common/full-screen-section";
import { ScrollReveal } from "../common/scroll-reveal";
import { SectionHeading } from "../common/section-heading";
import { TestimonialCard } from "./testimonial-card";

interface HomeReviewsProps {
  reviews: Queries.HomeReviewsSectionFragment;
  testimonials: readonly Queries.TestimonialCardFragment[];
}

export function HomeReviews({ reviews, testimonials }: HomeReviewsProps) {
  const { heading, text } = reviews;
  return (
    <FullScreenSection id="reviews" aria-labelledby="reviews-heading">
      <ScrollReveal>
        <SectionHeading
          id="reviews-heading"
          heading={heading}
          text={text}
          mb={{ base: "10", md: "14" }}
        />
      </ScrollReveal>
      <ScrollReveal delay={0.1}>
        <Carousel label={heading.text}>
          {testimonials.map((testimonial, index) => (
            // The reviews never change order on the page: a place is a stable key.
            <TestimonialCard key={index} testimonial={testimonial} />
          ))}
        </Carousel>
      </ScrollReveal>
    </FullScreenSection>
  );
}

export const query = graphql`
  fragment HomeReviewsSection on HomeReviews {
    heading {
      ...ContentText
    }
    text {
      ...ContentText
    }
  }
`;
