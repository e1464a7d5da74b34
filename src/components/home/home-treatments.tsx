import { graphql } from "gatsby";
import { ImageTextSection } from "./image-text-section";
import { TypedTreatmentList, type NumberedTreatment } from "./typed-treatment-list";

interface HomeTreatmentsProps {
  section: Queries.HomeTreatmentsSectionFragment;
  treatments: readonly NumberedTreatment[];
}

// Treatments 05–09, typed out beside their photo.
export function HomeTreatments({ section, treatments }: HomeTreatmentsProps) {
  return (
    <ImageTextSection
      headingId="treatments-heading"
      what="the treatments section"
      section={section}
    >
      <TypedTreatmentList items={treatments} />
    </ImageTextSection>
  );
}

export const query = graphql`
  fragment HomeTreatmentsSection on HomeSection {
    heading
    text
    alt
    image {
      ...ColumnImage
    }
  }
`;
