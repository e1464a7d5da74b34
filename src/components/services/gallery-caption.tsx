import { Box, Text } from "@chakra-ui/react";

interface GalleryCaptionProps {
  title: string | null;
  description: string | null;
  /** "en" for each of the two that shows English on a page in another language. */
  titleLang?: "en";
  descriptionLang?: "en";
}

// A slide's caption, on a translucent card over the photo's lower corner.
export function GalleryCaption({
  title,
  description,
  titleLang,
  descriptionLang,
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
      {title && (
        <Text
          fontFamily="heading"
          fontWeight="700"
          fontSize={{ base: "md", md: "lg" }}
          lang={titleLang}
        >
          {title}
        </Text>
      )}
      {description && (
        <Text
          fontSize={{ base: "xs", md: "sm" }}
          color="fg.muted"
          lineHeight="1.4"
          lang={descriptionLang}
        >
          {description}
        </Text>
      )}
    </Box>
  );
}
