import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/common/seo";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeYaml!;
  const site = data.siteYaml!;
  return (
    <Box id="home">
      <Container id="hero" maxW="7xl" py="20">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: "4xl", md: "6xl" }}>
          {home.hero.welcome} {site.name}
        </Heading>
        <Text>{site.tagline}</Text>
      </Container>
    </Box>
  );
}

export const query = graphql`
  query HomePage {
    siteYaml {
      name
      tagline
    }
    homeYaml {
      hero {
        welcome
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo pageKey="home" pathname={location.pathname} />;
