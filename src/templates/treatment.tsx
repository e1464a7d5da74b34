import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useEffect } from "react";
import { lazyPart } from "../components/common/lazy-part";
import { Section, wakeSection } from "../components/common/section";
import { Seo } from "../components/common/seo";
import { hasStoredBooking } from "../lib/booking-storage";

// A treatment's own page, one per treatment and language (made by gatsby-node.ts from the
// treatments, its Swahili twin by plugins/gatsby-plugin-languages). Its links are links, and its
// Share link is offered as the phone's share sheet by the site's one listener for them
// (src/lib/share.ts); only Add to booking needs the page's script, so its part hydrates at the
// visitor's first scroll, touch or key (or at once with a stored booking), though it is on the
// first screen: a first view fetches no code but the page's own.
const TreatmentDetails = lazyPart(
  () =>
    import(
      /* webpackChunkName: "part-treatment-details" */ "../components/services/treatment-details"
    ),
  "TreatmentDetails",
);
const TreatmentMore = lazyPart(
  () =>
    import(
      /* webpackChunkName: "part-treatment-details" */ "../components/services/treatment-details"
    ),
  "TreatmentMore",
);
export default function TreatmentPage({ data }: PageProps<Queries.TreatmentPageQuery>) {
  const treatment = data.treatment!;
  const categories = data.categoriesYaml!.items;
  const inCategories = categories.filter((category) => treatment.categories.includes(category.id));
  // Its first category as the list orders them (not the tab of every treatment).
  const first = inCategories.find((category) => !category.showsAll) ?? inCategories[0];
  // Every treatment, once, in the list's order: the booking may hold any of them.
  const bookable = data.treatmentList;
  const others = first
    ? bookable.filter(
        (other) =>
          other.slug !== treatment.slug && (first.showsAll || other.categories.includes(first.id)),
      )
    : [];
  // A booking kept from an earlier visit shows at once (the bar at a phone's foot).
  useEffect(() => {
    if (hasStoredBooking()) wakeSection("treatment");
  }, []);
  return (
    <>
      {/* Not skipped off the screen: the booking bar is fixed to the screen. */}
      <Section name="treatment" when="moved" skipOffscreen={false}>
        <TreatmentDetails
          treatment={treatment}
          categories={inCategories.map((category) => category.name)}
          whatsapp={data.siteYaml!.whatsapp}
          sharing={{ siteUrl: data.site!.siteMetadata!.siteUrl!, salon: data.siteYaml!.name }}
          bookable={bookable}
          hours={data.siteYaml!.hours}
        />
      </Section>
      <Section name="more" when="never" skipOffscreen>
        <TreatmentMore treatment={treatment} category={first?.name ?? null} others={others} />
      </Section>
    </>
  );
}

export const query = graphql`
  query TreatmentPage($locale: String!, $pagePath: String!, $slug: String!) {
    ...SiteShell
    pageHead(page: "services", locale: $locale, path: $pagePath, treatment: $slug) {
      ...PageHeadFields
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteYaml(locale: { eq: $locale }) {
      name
      whatsapp
      hours {
        offsets {
          from
          minutes
        }
        dayParts {
          id
          label
          text
        }
      }
    }
    treatment(slug: { eq: $slug }, locale: { eq: $locale }) {
      ...TreatmentRow
      categories
    }
    categoriesYaml(locale: { eq: $locale }) {
      items {
        id
        showsAll
        name {
          ...ContentText
        }
      }
    }
    treatmentList(locale: $locale) {
      ...TreatmentRow
      categories
    }
  }
`;

export const Head: HeadFC<Queries.TreatmentPageQuery> = ({ data }) => <Seo head={data.pageHead} />;
