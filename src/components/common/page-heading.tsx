import { Box, Container, Heading, Text } from "@chakra-ui/react";

interface PageHeadingProps {
  heading: string;
  text: string;
}

export function PageHeading({ heading, text }: PageHeadingProps) {
  return (
    <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
      <Container maxW="5xl" py={{ base: "12", md: "16" }} textAlign="center">
        <Heading as="h1" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.1" fontWeight="600">
          {heading}
        </Heading>
        <Text mt="4" mx="auto" maxW="2xl" color="fg.muted" fontSize={{ base: "md", md: "lg" }}>
          {text}
        </Text>
      </Container>
    </Box>
  );
}
