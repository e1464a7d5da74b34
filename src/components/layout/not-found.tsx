import { Container, Flex, Heading, Text } from "@chakra-ui/react";
import { usePageLocale } from "../../hooks/use-strings";
import { LinkButton } from "../common/link-button";
import { LocalizedLink } from "../common/localized-link";

/** The 404 page's words and its two ways on: home, and the services. */
export function NotFound() {
  const { strings } = usePageLocale();
  const words = strings.notFound;
  return (
    <Container maxW="3xl" py={{ base: "20", md: "32" }} textAlign="center">
      <Text textStyle="eyebrow" color="accent">
        {words.eyebrow}
      </Text>
      <Heading as="h1" fontSize={{ base: "4xl", md: "5xl" }} mt="3">
        {words.heading}
      </Heading>
      <Text mt="4" color="fg.muted" fontSize="lg">
        {words.text}
      </Text>
      <Flex mt="8" gap="3" justify="center" wrap="wrap">
        <LinkButton asChild bg="accent.solid" color="accent.contrast" size="lg">
          <LocalizedLink to="/">{words.home}</LocalizedLink>
        </LinkButton>
        <LinkButton asChild variant="outline" size="lg" color="fg" borderColor="border.strong">
          <LocalizedLink to="/services/">{words.services}</LocalizedLink>
        </LinkButton>
      </Flex>
    </Container>
  );
}
