import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AboutApart } from "../components/about/about-apart";
import { AboutHero } from "../components/about/about-hero";
import { AboutValues } from "../components/about/about-values";
import { ScrollReveal } from "../components/common/scroll-reveal";
import { Seo } from "../components/common/seo";
import { WideImage } from "../components/common/wide-image";
import { imageOf } from "../lib/image";
import { fallbackLang } from "../lib/locale";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const about = data.aboutYaml!;
  return (
    <>
      <AboutHero hero={about.hero} />
      <AboutApart apart={about.apart} />
      <ScrollReveal>
        <WideImage
          image={imageOf(about.wideImage.image, "the about wide image")}
          alt={about.wideImage.alt}
          lang={fallbackLang(about.wideImage, "alt")}
        />
      </ScrollReveal>
      <AboutValues values={about.values} />
    </>
  );
}

export const query = graphql`
  query AboutPage {
    ...SiteShell
    pageHead(page: "about") {
      ...PageHeadFields
    }
    aboutYaml {
      hero {
        ...AboutHeroSection
      }
      apart {
        ...AboutApartSection
      }
      wideImage {
        untranslated
        alt
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
