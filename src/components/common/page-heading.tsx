import { Box, Container, Heading } from "@chakra-ui/react";
import { T, type ContentText } from "./t";

interface PageHeadingProps {
  heading: ContentText;
  text: ContentText;
}

export function PageHeading({ heading, text }: PageHeadingProps) {
  return (
    <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
      <Container maxW="5xl" py={{ base: "12", md: "16" }} textAlign="center">
        <T
          text={heading}
          component={Heading}
          as="h1"
          fontSize={{ base: "4xl", md: "6xl" }}
          lineHeight="1.1"
          fontWeight="600"
        />
        <T
          text={text}
          mt="4"
          mx="auto"
          maxW="2xl"
          color="fg.muted"
          fontSize={{ base: "md", md: "lg" }}
        />
      </Container>
    </Box>
  );
}
