import { Box } from "@chakra-ui/react";
import { memo } from "react";
import { T, type ContentText } from "../common/t";

interface GalleryCaptionProps {
  title: ContentText | null;
  description: ContentText | null;
}

// A slide's caption, on a translucent card over the photo's lower corner. Memoised: a step
// renders the two slides it shows and hides, not their captions, which stay as they were.
export const GalleryCaption = memo(function GalleryCaption({
  title,
  description,
}: GalleryCaptionProps) {
  return (
    <Box
      position="absolute"
      left={{ base: "2", md: "4" }}
      right={{ base: "2", md: "auto" }}
      bottom={{ base: "2", md: "4" }}
      maxW={{ md: "sm" }}
      bg="bg.panel/90"
      color="fg"
      px={{ base: "3", md: "4" }}
      py={{ base: "2", md: "3" }}
      borderRadius="lg"
      boxShadow="md"
      data-testid="gallery-caption"
    >
      {title?.text && (
        <T text={title} fontFamily="heading" fontWeight="700" fontSize={{ base: "md", md: "lg" }} />
      )}
      {description?.text && (
        <T
          text={description}
          fontSize={{ base: "xs", md: "sm" }}
          color="fg.muted"
          lineHeight="1.4"
        />
      )}
    </Box>
  );
});
