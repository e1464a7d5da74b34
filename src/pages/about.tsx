import { Container, Heading } from "@chakra-ui/react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/common/seo";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return (
    <Container maxW="7xl" py="20">
      <Heading as="h1" fontFamily="heading" fontSize={{ base: "4xl", md: "6xl" }}>
        {data.aboutYaml!.hero.heading}
      </Heading>
    </Container>
  );
}

export const query = graphql`
  query AboutPage {
    aboutYaml {
      hero {
        heading
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo pageKey="about" pathname={location.pathname} />;
