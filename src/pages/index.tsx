import { Box } from "@chakra-ui/react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/common/seo";
import { HomeHero } from "../components/home/home-hero";
import { HomeReviews } from "../components/home/home-reviews";
import { HomeRituals } from "../components/home/home-rituals";
import { HomeSplit } from "../components/home/home-split";
import { HomeTreatments } from "../components/home/home-treatments";
import { TeamPhoto } from "../components/home/team-photo";

// The numbered list is one sequence in content/home.yaml; 01–04 sit with "Skin Rejuvenation" and
// the rest in the treatments section below it.
const RITUALS_TREATMENT_COUNT = 4;

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeYaml!;
  const site = data.siteYaml!;
  const numbered = home.numberedTreatments;
  return (
    <Box id="home">
      <HomeHero hero={home.hero} siteName={site.name} tagline={site.tagline} />
      <HomeSplit split={home.split} />
      <HomeRituals rituals={home.rituals} treatments={numbered.slice(0, RITUALS_TREATMENT_COUNT)} />
      <HomeTreatments
        section={home.treatments}
        treatments={numbered.slice(RITUALS_TREATMENT_COUNT)}
      />
      <TeamPhoto team={home.team} />
      <HomeReviews
        heading={home.reviews.heading}
        text={home.reviews.text}
        testimonials={data.allTestimonialsYaml.nodes}
      />
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
      numberedTreatments {
        number
        title
      }
      team {
        ...HomeTeamPhoto
      }
      reviews {
        heading
        text
      }
    }
    allTestimonialsYaml {
      nodes {
        ...TestimonialCard
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo pageKey="home" pathname={location.pathname} />;
