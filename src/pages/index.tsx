import { graphql, type HeadFC, type PageProps } from "gatsby";
import { lazyPart } from "../components/common/lazy-part";
import { Section } from "../components/common/section";
import { Seo } from "../components/common/seo";

// Each section's code is fetched only when the section renders in the browser (section.tsx).
const HomeHero = lazyPart(
  () => import(/* webpackChunkName: "part-home-hero" */ "../components/home/home-hero"),
  "HomeHero",
);
const HomeSplit = lazyPart(
  () => import(/* webpackChunkName: "part-home-split" */ "../components/home/home-split"),
  "HomeSplit",
);
const HomeRituals = lazyPart(
  () => import(/* webpackChunkName: "part-home-rituals" */ "../components/home/home-rituals"),
  "HomeRituals",
);
const HomeTreatments = lazyPart(
  () => import(/* webpackChunkName: "part-home-treatments" */ "../components/home/home-treatments"),
  "HomeTreatments",
);
const TeamPhoto = lazyPart(
  () => import(/* webpackChunkName: "part-team-photo" */ "../components/home/team-photo"),
  "TeamPhoto",
);
const HomeReviews = lazyPart(
  () => import(/* webpackChunkName: "part-home-reviews" */ "../components/home/home-reviews"),
  "HomeReviews",
);

// The treatments' typed titles and the reviews' carousel are the page's behaviour: their sections
// hydrate as they come on the screen. The rest is links and pictures.
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeYaml!;
  const site = data.siteYaml!;
  return (
    <div id="home">
      <Section name="hero" when="never" skipOffscreen={false}>
        <HomeHero hero={home.hero} siteName={site.name} tagline={site.tagline} />
      </Section>
      <Section name="split" when="never" skipOffscreen>
        <HomeSplit split={home.split} />
      </Section>
      <Section name="rituals" when="visible" skipOffscreen>
        <HomeRituals rituals={home.rituals} />
      </Section>
      <Section name="treatments" when="visible" skipOffscreen>
        <HomeTreatments section={home.treatments} first={home.rituals.items.length + 1} />
      </Section>
      <Section name="team" when="never" skipOffscreen>
        <TeamPhoto team={home.team} />
      </Section>
      <Section name="reviews" when="visible" skipOffscreen>
        <HomeReviews reviews={home.reviews} testimonials={data.testimonialsYaml!.items} />
      </Section>
    </div>
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
