import { graphql } from "gatsby";
import { ImageTextSection } from "./image-text-section";
import { TypedTreatmentList } from "./typed-treatment-list";

interface HomeTreatmentsProps {
  section: Queries.HomeTreatmentsSectionFragment;
  /** The number of its first title: it goes on from the rituals' list. */
  first: number;
}

// The second numbered list (05–09), typed out beside its photo.
export function HomeTreatments({ section, first }: HomeTreatmentsProps) {
  return (
    <ImageTextSection
      headingId="treatments-heading"
      what="the treatments section"
      section={section}
    >
      <TypedTreatmentList items={section.items} first={first} />
    </ImageTextSection>
  );
}

export const query = graphql`
  fragment HomeTreatmentsSection on HomeTreatments {
    ...HomePhotoSectionFields
    items {
      ...TypedTreatment
    }
  }
`;
