import { graphql } from "gatsby";
import { BookNowLink } from "./book-now-link";
import { ImageTextSection } from "./image-text-section";

// "Experience the perfect blend…": the header's About Us link (/#about) lands here.
export function HomeSplit({ split }: { split: Queries.HomeSplitSectionFragment }) {
  return (
    <ImageTextSection id="about" headingId="split-heading" what="the split section" section={split}>
      <BookNowLink />
    </ImageTextSection>
  );
}

export const query = graphql`
  fragment HomeSplitSection on HomeSection {
    ...HomePhotoSectionFields
  }
`;
