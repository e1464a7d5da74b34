import { Box, Container, Flex, Heading, VisuallyHidden, chakra } from "@chakra-ui/react";
import { LuExternalLink } from "react-icons/lu";

export const MAP_HEIGHT_PX = 400;

interface ContactMapProps {
  heading: string;
  linkText: string;
  embedUrl: string;
  link: string;
  title: string;
}

// The frame loads only when the visitor scrolls near it: a map is heavy for a phone on metered
// data. Its box is reserved up front so nothing moves when it arrives; the link works without it.
export function ContactMap({ heading, linkText, embedUrl, link, title }: ContactMapProps) {
  return (
    <Box as="section" aria-labelledby="contact-map-heading" pb={{ base: "16", md: "24" }}>
      <Container maxW="7xl">
        <Flex justify="space-between" align="baseline" gap="4" wrap="wrap" mb="6">
          <Heading
            as="h2"
            id="contact-map-heading"
            fontFamily="heading"
            fontSize={{ base: "2xl", md: "3xl" }}
            color="fg"
          >
            {heading}
          </Heading>
          <chakra.a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            display="inline-flex"
            alignItems="center"
            gap="2"
            minH="11"
            color="accent"
            fontWeight="600"
            textDecoration="underline"
            textUnderlineOffset="3px"
            _hover={{ color: "accent.hover" }}
          >
            {linkText}
            <LuExternalLink aria-hidden focusable={false} />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </chakra.a>
        </Flex>
        <Box
          h={`${MAP_HEIGHT_PX}px`}
          borderRadius="2xl"
          overflow="hidden"
          borderWidth="1px"
          borderColor="border"
          bg="bg.muted"
        >
          <chakra.iframe
            src={embedUrl}
            title={title}
            loading="lazy"
            width="100%"
            height={MAP_HEIGHT_PX}
            display="block"
            border="0"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </Box>
      </Container>
    </Box>
  );
}
