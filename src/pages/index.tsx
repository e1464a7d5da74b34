import { Box } from "@chakra-ui/react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/common/seo";
import { HomeHero } from "../components/home/home-hero";
import { HomeReviews } from "../components/home/home-reviews";
import { HomeRituals } from "../components/home/home-rituals";
import { HomeSplit } from "../components/home/home-split";
import { HomeTreatments } from "../components/home/home-treatments";
import { TeamPhoto } from "../components/home/team-photo";
import { fallbackLang } from "../lib/locale";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeYaml!;
  const site = data.siteYaml!;
  return (
    <Box id="home">
      <HomeHero
        hero={home.hero}
        siteName={site.name}
        tagline={site.tagline}
        taglineLang={fallbackLang(site, "tagline")}
      />
      <HomeSplit split={home.split} />
      <HomeRituals rituals={home.rituals} />
      <HomeTreatments section={home.treatments} first={home.rituals.items.length + 1} />
      <TeamPhoto team={home.team} />
      <HomeReviews reviews={home.reviews} testimonials={data.testimonialsYaml!.items} />
    </Box>
  );
}

export const query = graphql`
  query HomePage {
    ...SiteShell
    pageHead(page: "home") {
      ...PageHeadFields
    }
    siteYaml {
      untranslated
      name
      tagline
    }
    homeYaml {
      hero {
        ...HomeHeroSection
      }
      split {
        ...HomeSplitSection
      }
      rituals {
        ...HomeRitualsSection
      }
      treatments {
        ...HomeTreatmentsSection
      }
      team {
        ...HomeTeamPhoto
      }
      reviews {
        ...HomeReviewsSection
      }
    }
    testimonialsYaml {
      items {
        ...TestimonialCard
      }
    }
  }
`;

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => <Seo head={data.pageHead} />;
