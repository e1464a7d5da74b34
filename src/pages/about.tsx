import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AboutApart } from "../components/about/about-apart";
import { AboutHero } from "../components/about/about-hero";
import { AboutValues } from "../components/about/about-values";
import { ScrollReveal } from "../components/common/scroll-reveal";
import { Seo } from "../components/common/seo";
import { WideImage } from "../components/common/wide-image";
import { imageOf } from "../lib/image";
import { Section } from "../components/common/section";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const about = data.aboutYaml!;
  return (
    <>
      <Section name="hero" when="now">
        <AboutHero hero={about.hero} />
      </Section>
      <Section name="apart">
        <AboutApart apart={about.apart} />
      </Section>
      <Section name="wide-image">
        <ScrollReveal>
          <WideImage
            image={imageOf(about.wideImage.image, "the about wide image")}
            alt={about.wideImage.alt}
          />
        </ScrollReveal>
      </Section>
      <Section name="values">
        <AboutValues values={about.values} />
      </Section>
    </>
  );
}

export const query = graphql`
  query AboutPage($locale: String!, $pagePath: String!) {
    ...SiteShell
    pageHead(page: "about", locale: $locale, path: $pagePath) {
      ...PageHeadFields
    }
    aboutYaml(locale: { eq: $locale }) {
      hero {
        ...AboutHeroSection
      }
      apart {
        ...AboutApartSection
      }
      wideImage {
        alt {
          ...ContentText
        }
        image {
          ...WideImage
        }
      }
      values {
        ...AboutValuesSection
      }
    }
  }
`;

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data }) => <Seo head={data.pageHead} />;
