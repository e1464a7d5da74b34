import { Button, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { Link, type HeadFC } from "gatsby";
import { Seo } from "../components/common/seo";

export default function NotFoundPage() {
  return (
    <Container maxW="3xl" py={{ base: "20", md: "32" }} textAlign="center">
      <Text textStyle="eyebrow" color="accent">
        Error 404
      </Text>
      <Heading as="h1" fontSize={{ base: "4xl", md: "5xl" }} mt="3">
        We couldn&rsquo;t find that page
      </Heading>
      <Text mt="4" color="fg.muted" fontSize="lg">
        The link may be old or mistyped. Everything we offer is one tap away.
      </Text>
      <Flex mt="8" gap="3" justify="center" wrap="wrap">
        <Button asChild bg="accent.solid" color="accent.contrast" size="lg">
          <Link to="/">Back to the home page</Link>
        </Button>
        <Button asChild variant="outline" size="lg" color="fg" borderColor="border.strong">
          <Link to="/services/">See our services</Link>
        </Button>
      </Flex>
    </Container>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo pageKey="home" pathname={location.pathname} titleOverride="Page not found" noindex />
);
