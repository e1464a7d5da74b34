import { Container, Flex, Heading, Text } from "@chakra-ui/react";
import { graphql, Link, type HeadFC } from "gatsby";
import { LinkButton } from "../components/common/link-button";
import { Seo } from "../components/common/seo";
import { useStrings } from "../hooks/use-strings";
import { localePath } from "../lib/locale";
import type { LocalizedPageContext } from "../i18n/page-context";

export default function NotFoundPage({ pageContext }: { pageContext: LocalizedPageContext }) {
  const words = useStrings().notFound;
  const to = (path: string) => localePath(path, pageContext.locale);
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

export const query = graphql`
  query NotFoundPage($locale: String!, $pagePath: String!) {
    ...SiteShell
    pageHead(page: "home", locale: $locale, path: $pagePath, notFound: true) {
      ...PageHeadFields
    }
  }
`;

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => <Seo head={data.pageHead} />;
