import { Box, type BoxProps } from "@chakra-ui/react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Photo } from "./photo";
import type { ContentText } from "./t";

interface FramedImageProps {
  image: IGatsbyImageData;
  alt: ContentText;
  /** CSS aspect ratio of the frame, per breakpoint; the photo is cropped to fill it. */
  ratio: BoxProps["aspectRatio"];
  objectPosition?: string;
}

// A rounded photo in a frame of fixed proportions: the space is reserved before the photo loads,
// and phones can use a wider crop than desktops.
export function FramedImage({ image, alt, ratio, objectPosition }: FramedImageProps) {
  return (
    <Box
      position="relative"
      aspectRatio={ratio}
      borderRadius="2xl"
      overflow="hidden"
      boxShadow="lg"
      bg="bg.muted"
    >
      <Photo
        image={image}
        alt={alt}
        objectPosition={objectPosition}
        style={{ position: "absolute", inset: 0, width: "100%", height: "100%" }}
      />
    </Box>
  );
}

// A framed photo takes half the container (at most ~600 px) beside text, or a phone's full width:
// 300 to 1200 px files cover both without sending a phone the largest.
export const query = graphql`
  fragment ColumnImage on File {
    childImageSharp {
      gatsbyImageData(
        layout: CONSTRAINED
        width: 600
        outputPixelDensities: [0.5, 0.8, 1.25, 2]
        sizes: "(min-width: 1280px) 600px, (min-width: 769px) 45vw, 100vw"
        placeholder: BLURRED
      )
    }
  }
`;
