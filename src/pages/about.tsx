import { graphql, type HeadFC, type PageProps } from "gatsby";
import { lazyPart } from "../components/common/lazy-part";
import { Section } from "../components/common/section";
import { Seo } from "../components/common/seo";

// Each section's code is fetched only when the section renders in the browser (section.tsx).
const AboutHero = lazyPart(
  () => import(/* webpackChunkName: "part-about-hero" */ "../components/about/about-hero"),
  "AboutHero",
);
const AboutApart = lazyPart(
  () => import(/* webpackChunkName: "part-about-apart" */ "../components/about/about-apart"),
  "AboutApart",
);
const AboutWideImage = lazyPart(
  () =>
    import(/* webpackChunkName: "part-about-wide-image" */ "../components/about/about-wide-image"),
  "AboutWideImage",
);
const AboutValues = lazyPart(
  () => import(/* webpackChunkName: "part-about-values" */ "../components/about/about-values"),
  "AboutValues",
);

// The values' carousel is the page's behaviour: its section hydrates as it comes on the screen.
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const about = data.aboutYaml!;
  return (
    <>
      <Section name="hero" when="never" skipOffscreen={false}>
        <AboutHero hero={about.hero} />
      </Section>
      <Section name="apart" when="never" skipOffscreen>
        <AboutApart apart={about.apart} />
      </Section>
      <Section name="wide-image" when="never" skipOffscreen>
        <AboutWideImage image={about.wideImage.image} alt={about.wideImage.alt} />
      </Section>
      <Section name="values" when="visible" skipOffscreen>
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
