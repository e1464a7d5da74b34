import { graphql, type HeadFC, type PageProps } from "gatsby";
import { lazyPart } from "../components/common/lazy-part";
import { Section } from "../components/common/section";
import { Seo } from "../components/common/seo";

// A treatment's own page, one per treatment and language (made by gatsby-node.ts from the
// treatments, its Swahili twin by plugins/gatsby-plugin-languages). Nothing on it hydrates: its
// links are links, and its Share link is offered as the phone's share sheet by the site's one
// listener for them (src/lib/share.ts), so a first view fetches no code but the page's own.
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
  const others = (first?.treatments ?? []).filter((other) => other.slug !== treatment.slug);
  return (
    <>
      <Section name="treatment" when="never" skipOffscreen={false}>
        <TreatmentDetails
          treatment={treatment}
          categories={inCategories.map((category) => category.name)}
          whatsapp={data.siteYaml!.whatsapp}
          sharing={{ siteUrl: data.site!.siteMetadata!.siteUrl!, salon: data.siteYaml!.name }}
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
        treatments {
          ...TreatmentRow
        }
      }
    }
  }
`;

export const Head: HeadFC<Queries.TreatmentPageQuery> = ({ data }) => <Seo head={data.pageHead} />;
