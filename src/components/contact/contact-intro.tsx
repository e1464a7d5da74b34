import { Box, Container, Heading, Text } from "@chakra-ui/react";

interface ContactIntroProps {
  heading: string;
  text: string;
}

export function ContactIntro({ heading, text }: ContactIntroProps) {
  return (
    <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" py={{ base: "12", md: "20" }} textAlign="center">
        <Heading
          as="h1"
          fontFamily="heading"
          fontSize={{ base: "4xl", md: "6xl" }}
          lineHeight="1.1"
          color="fg"
        >
          {heading}
        </Heading>
        <Text mt="4" mx="auto" maxW="2xl" fontSize={{ base: "md", md: "xl" }} color="fg.muted">
          {text}
        </Text>
      </Container>
    </Box>
  );
}
