import { Box } from "@chakra-ui/react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/common/seo";
import { HomeHero } from "../components/home/home-hero";
import { HomeReviews } from "../components/home/home-reviews";
import { HomeRituals } from "../components/home/home-rituals";
import { HomeSplit } from "../components/home/home-split";
import { HomeTreatments } from "../components/home/home-treatments";
import { TeamPhoto } from "../components/home/team-photo";
import { Section } from "../components/common/section";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeYaml!;
  const site = data.siteYaml!;
  return (
    <Box id="home">
      <Section name="hero" when="now">
        <HomeHero hero={home.hero} siteName={site.name} tagline={site.tagline} />
      </Section>
      <Section name="split">
        <HomeSplit split={home.split} />
      </Section>
      <Section name="rituals">
        <HomeRituals rituals={home.rituals} />
      </Section>
      <Section name="treatments">
        <HomeTreatments section={home.treatments} first={home.rituals.items.length + 1} />
      </Section>
      <Section name="team">
        <TeamPhoto team={home.team} />
      </Section>
      <Section name="reviews">
        <HomeReviews reviews={home.reviews} testimonials={data.testimonialsYaml!.items} />
      </Section>
    </Box>
  );
}

export const query = graphql`
  query HomePage($locale: String!, $pagePath: String!) {
    ...SiteShell
    pageHead(page: "home", locale: $locale, path: $pagePath) {
      ...PageHeadFields
    }
    siteYaml(locale: { eq: $locale }) {
      name
      tagline {
        ...ContentText
      }
    }
    homeYaml(locale: { eq: $locale }) {
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
    testimonialsYaml(locale: { eq: $locale }) {
      items {
        ...TestimonialCard
      }
    }
  }
`;

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => <Seo head={data.pageHead} />;
