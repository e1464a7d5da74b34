import { Container, Flex, Heading, Text } from "@chakra-ui/react";
import { Link } from "gatsby";
import { usePageLocale } from "../../hooks/use-strings";
import { localePath } from "../../lib/locale";
import { LinkButton } from "../common/link-button";

/** The 404 page's words and its two ways on: home, and the services. */
export function NotFound() {
  const { locale, strings } = usePageLocale();
  const words = strings.notFound;
  const to = (path: string) => localePath(path, locale);
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
          <Link to={to("/")}>{words.home}</Link>
        </LinkButton>
        <LinkButton asChild variant="outline" size="lg" color="fg" borderColor="border.strong">
          <Link to={to("/services/")}>{words.services}</Link>
        </LinkButton>
      </Flex>
    </Container>
  );
}
