import { graphql } from "gatsby";
import { imageOf } from "../../lib/image";
import { ScrollReveal } from "../common/scroll-reveal";
import { WideImage } from "../common/wide-image";

export function TeamPhoto({ team }: { team: Queries.HomeTeamPhotoFragment }) {
  return (
    <ScrollReveal>
      <WideImage image={imageOf(team.image, "the team photo")} alt={team.alt} />
    </ScrollReveal>
  );
}

export const query = graphql`
  fragment HomeTeamPhoto on ContentImage {
    alt {
      ...ContentText
    }
    image {
      ...WideImage
    }
  }
`;
