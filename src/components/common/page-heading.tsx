import { Box, Container, Heading, Text } from "@chakra-ui/react";

interface PageHeadingProps {
  heading: string;
  text: string;
  /** "en" where the heading or the line shows English on a page in another language. */
  headingLang?: "en";
  textLang?: "en";
}

export function PageHeading({ heading, text, headingLang, textLang }: PageHeadingProps) {
  return (
    <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
      <Container maxW="5xl" py={{ base: "12", md: "16" }} textAlign="center">
        <Heading
          as="h1"
          fontSize={{ base: "4xl", md: "6xl" }}
          lineHeight="1.1"
          fontWeight="600"
          lang={headingLang}
        >
          {heading}
        </Heading>
        <Text
          mt="4"
          mx="auto"
          maxW="2xl"
          color="fg.muted"
          fontSize={{ base: "md", md: "lg" }}
          lang={textLang}
        >
          {text}
        </Text>
      </Container>
    </Box>
  );
}
