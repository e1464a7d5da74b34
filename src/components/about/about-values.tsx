import { graphql } from "gatsby";
import { Carousel } from "../common/carousel";
import { FullScreenSection } from "../common/full-screen-section";
import { ScrollReveal } from "../common/scroll-reveal";
import { SectionHeading } from "../common/section-heading";
import { ValueCard } from "./value-card";

// Our Vision, Mission & Values, in the same carousel as the reviews on the home page.
export function AboutValues({ values }: { values: Queries.AboutValuesSectionFragment }) {
  return (
    <FullScreenSection aria-labelledby="values-heading" minH="auto" py={{ base: "16", lg: "24" }}>
      <ScrollReveal>
        <SectionHeading
          id="values-heading"
          heading={values.heading}
          mb={{ base: "10", md: "14" }}
        />
      </ScrollReveal>
      <ScrollReveal delay={0.1}>
        <Carousel label={values.heading.text}>
          {values.items.map((item) => (
            <ValueCard key={item.title.text} {...item} />
          ))}
        </Carousel>
      </ScrollReveal>
    </FullScreenSection>
  );
}

export const query = graphql`
  fragment AboutValuesSection on AboutValues {
    heading {
      ...ContentText
    }
    items {
      title {
        ...ContentText
      }
      icon
      description {
        ...ContentText
      }
    }
  }
`;
