import { Box } from "@chakra-ui/react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Photo } from "./photo";
import type { ContentText } from "./t";

// A photo across the whole width of the page (the team on the home page, the treatment room on the
// about page), at its own proportions so its space is known before it loads.
export function WideImage({ image, alt }: { image: IGatsbyImageData; alt: ContentText }) {
  return (
    <Box as="figure" m="0" bg="bg.muted">
      <Photo image={image} alt={alt} />
    </Box>
  );
}

export const query = graphql`
  fragment WideImage on File {
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        breakpoints: [480, 750, 1080, 1366, 1920]
        placeholder: BLURRED
      )
    }
  }
`;
