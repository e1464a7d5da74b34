import { graphql, type HeadFC } from "gatsby";
import { lazyPart } from "../components/common/lazy-part";
import { Section } from "../components/common/section";
import { Seo } from "../components/common/seo";

// Its code is fetched only when the page renders in the browser (section.tsx): a page of links.
const NotFound = lazyPart(
  () => import(/* webpackChunkName: "part-not-found" */ "../components/layout/not-found"),
  "NotFound",
);

export default function NotFoundPage() {
  return (
    <Section name="not-found" when="never" skipOffscreen={false}>
      <NotFound />
    </Section>
  );
}

export const query = graphql`
  query NotFoundPage($locale: String!, $pagePath: String!) {
    ...SiteShell
    pageHead(page: "home", locale: $locale, path: $pagePath, notFound: true) {
      ...PageHeadFields
    }
  }
`;

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => <Seo head={data.pageHead} />;
